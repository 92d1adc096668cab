// Results: the student's own (GET /s/v1/theory-results[/{id}]) and staff's per test and per attempt, and marking.
import { EXAMS_API, type MarksInput, type Page, type ResultDetail, type ResultRow, type TestRow } from '@etp/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../http';
import { examsKeys } from './keys';

export const useMyResults = () =>
  useQuery({
    queryKey: examsKeys.myResults(),
    queryFn: () => get<ResultRow[]>(EXAMS_API.myResults).then((r) => r.data),
  });
export const useMyResult = (id: number | null) =>
  useQuery({
    queryKey: examsKeys.myResult(id ?? 0),
    queryFn: () => get<ResultDetail>(EXAMS_API.myResult(id ?? 0)).then((r) => r.data),
    enabled: id !== null,
  });

export const testsQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: examsKeys.tests(params),
    queryFn: () => get<Page<TestRow>>(EXAMS_API.tests, { params }).then((r) => r.data),
  });
export const testAttemptsQuery = (id: number, params: { page: number; size: number }) =>
  queryOptions({
    queryKey: examsKeys.testAttempts(id, params),
    queryFn: () => get<Page<ResultRow>>(EXAMS_API.testAttempts(id), { params }).then((r) => r.data),
  });
export const useStaffAttempt = (id: number | null) =>
  useQuery({
    queryKey: examsKeys.staffAttempt(id ?? 0),
    queryFn: () => get<ResultDetail>(EXAMS_API.attempt(id ?? 0)).then((r) => r.data),
    enabled: id !== null,
  });

export function useMarkAttempt(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MarksInput) => put<ResultDetail>(EXAMS_API.marks(id), body).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: examsKeys.all }),
  });
}
