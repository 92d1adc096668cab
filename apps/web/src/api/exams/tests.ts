// Publishing tests (train/examTest): the papers of a course to choose from, open a paper to a class (theory or
// completion, the latter answered with its link code), withdraw a test nobody took; one test's results to the
// download centre (train/testResult's Export).
import {
  EXAMS_API,
  type Page,
  type PaperRow,
  type TestInput,
  type TestResultsExportParams,
  type TestRow,
} from '@etp/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queueExport } from '../exports/queueExport';
import { get, http, post } from '../http';
import { examsKeys } from './keys';

export const usePapersOfCourse = (courseId: number | null) =>
  useQuery({
    queryKey: examsKeys.papers({ course_id: courseId }),
    queryFn: () =>
      get<Page<PaperRow>>(EXAMS_API.papers, { params: { course_id: courseId, page: 1, size: 100 } }).then(
        (r) => r.data.list,
      ),
    enabled: courseId !== null,
  });

export function useCreateTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TestInput) => post<TestRow>(EXAMS_API.tests, body).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

export function useWithdrawTest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.delete(EXAMS_API.test(id)),
    onSuccess: () => client.invalidateQueries({ queryKey: examsKeys.all }),
  });
}

export const exportTestResults = (testId: number) =>
  queueExport<TestResultsExportParams & { page?: number }>(EXAMS_API.resultsExport)({ test_id: testId });
