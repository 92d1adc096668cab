// GET /a/v1/client-issues: the browser's errors grouped into issues, seen most recently first.
import { type ClientIssueRow, MONITORING_API, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { type ClientIssueParams, monitoringKeys } from './keys';

export type { ClientIssueParams } from './keys';

export const listClientIssues = (params: ClientIssueParams) =>
  get<Page<ClientIssueRow>>(MONITORING_API.clientIssues, { params, noLoading: true }).then((r) => r.data);

export const clientIssuesQuery = (params: ClientIssueParams) =>
  queryOptions({
    queryKey: monitoringKeys.issues(params),
    queryFn: () => listClientIssues(params),
    placeholderData: keepPreviousData,
  });
export const useClientIssues = (params: ClientIssueParams) => useQuery(clientIssuesQuery(params));
