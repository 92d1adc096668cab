// GET /f/v1/homeworks/{id}/submissions: the answers handed in for one homework.
import { HOMEWORK_API, type Page, type SubmissionRow, type SubmissionStatus } from '@etp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { homeworkKeys } from './keys';

export type SubmissionListParams = { page: number; size: number; status?: SubmissionStatus };

export const listSubmissions = (id: number, params: SubmissionListParams) =>
  get<Page<SubmissionRow>>(HOMEWORK_API.submissions(id), { params, noLoading: true }).then((r) => r.data);

export const useSubmissions = (id: number | null, params: SubmissionListParams) =>
  useQuery({
    queryKey: homeworkKeys.submissions(id ?? 0, params),
    queryFn: () => listSubmissions(id ?? 0, params),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
