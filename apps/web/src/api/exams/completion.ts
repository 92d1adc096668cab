// Completion tests by link (public): GET /p/v1/completion-tests/{code} names the test, POST identifies the person
// (name + ID number) and answers the attempt's theoryToken. Both silent: the page shows the answer itself.
import { type CompletionIdentify, type CompletionInfo, EXAMS_API, type StartedAttempt } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../http';
import { examsKeys } from './keys';

export const getCompletionInfo = (code: string) =>
  get<CompletionInfo>(EXAMS_API.completion(code), { silent: true }).then((r) => r.data);
export const useCompletionInfo = (code: string) =>
  useQuery({
    queryKey: examsKeys.completion(code),
    queryFn: () => getCompletionInfo(code),
    enabled: code !== '',
    retry: false,
  });
export const identifyCompletion = (code: string, body: CompletionIdentify) =>
  post<StartedAttempt>(EXAMS_API.completion(code), body, { silent: true }).then((r) => r.data);
