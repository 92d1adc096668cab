// GET /f/v1/classes: the classes the caller sees (institution, taught, or region), paged and filtered.
import { CLASSES_API, type ClassListQuery, type ClassRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export type ClassListParams = Pick<ClassListQuery, 'page' | 'size'> &
  Partial<Record<'keyword' | 'status' | 'course_id' | 'region' | 'starting_soon', string>>;

export const listClasses = (params: ClassListParams) =>
  get<Page<ClassRow>>(CLASSES_API.list, { params, noLoading: true }).then((r) => r.data);

export const classesQuery = (params: ClassListParams) =>
  queryOptions({
    queryKey: classesKeys.list(params),
    queryFn: () => listClasses(params),
    placeholderData: keepPreviousData,
  });
