// GET /p/v1/report?number=: a training-completion record by certificate number (name masked).
import { type CompletionReport, PORTAL_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { contentKeys } from './keys';
import { PUBLIC_CALL, PUBLIC_STALE_MS } from './publicList';

/** Silent: "no such number" is an answer the page shows in place. */
export const getReport = (number: string) =>
  get<CompletionReport>(PORTAL_API.report, { ...PUBLIC_CALL, silent: true, params: { number } }).then((r) => r.data);

export const reportQuery = (number: string) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: contentKeys.publicOne('report', number),
    queryFn: () => getReport(number),
    enabled: number !== '',
  });
export const useReport = (number: string) => useQuery(reportQuery(number));
