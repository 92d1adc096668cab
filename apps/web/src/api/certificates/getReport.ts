// GET /p/v1/report?number=: a certificate by number (name masked, status, revocation day).
import { CERTIFICATES_API, type CompletionReport } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_CALL, PUBLIC_STALE_MS } from '../content/publicList';
import { get } from '../http';
import { certificatesKeys } from './keys';

/** Silent: "no such number" is an answer the page shows in place. */
export const getReport = (number: string) =>
  get<CompletionReport>(CERTIFICATES_API.report, { ...PUBLIC_CALL, silent: true, params: { number } }).then(
    (r) => r.data,
  );

export const reportQuery = (number: string) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: certificatesKeys.report(number),
    queryFn: () => getReport(number),
    enabled: number !== '',
  });
export const useReport = (number: string) => useQuery(reportQuery(number));
