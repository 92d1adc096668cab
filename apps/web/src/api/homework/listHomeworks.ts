// GET /f/v1/homeworks: the homework of the classes the trainer trains (a teacher: the institution's), paged.
import { HOMEWORK_API, type HomeworkRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { homeworkKeys } from './keys';

export type HomeworkListParams = { page: number; size: number } & Partial<Record<'keyword' | 'class_id', string>>;

export const listHomeworks = (params: HomeworkListParams) =>
  get<Page<HomeworkRow>>(HOMEWORK_API.list, { params, noLoading: true }).then((r) => r.data);

export const homeworksQuery = (params: HomeworkListParams) =>
  queryOptions({
    queryKey: homeworkKeys.list(params),
    queryFn: () => listHomeworks(params),
    placeholderData: keepPreviousData,
  });
