// Completion tests by link (public): GET /p/v1/completion-tests/{code} names the test, POST identifies the person
// (name + ID number) and answers the attempt's theoryToken. Both silent: the page shows the answer itself.
import { type CompletionIdentify, type CompletionInfo, completionTestPath, type StartedAttempt } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get, post } from '../http';

/** Its query key, under examsKeys.all (['exams']), here rather than in keys.ts: the identify page's first load does not
 * carry the exams' keys (issue 33). */
export const completionKey = (code: string) => ['exams', 'completion', code] as const;

export const getCompletionInfo = (code: string) =>
  get<CompletionInfo>(completionTestPath(code), { silent: true }).then((r) => r.data);
export const useCompletionInfo = (code: string) =>
  useQuery({
    queryKey: completionKey(code),
    queryFn: () => getCompletionInfo(code),
    enabled: code !== '',
    retry: false,
  });
export const identifyCompletion = (code: string, body: CompletionIdentify) =>
  post<StartedAttempt>(completionTestPath(code), body, { silent: true }).then((r) => r.data);
