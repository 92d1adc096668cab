// GET /a/v1/client-issues/:id: one issue with its newest reports (stacks read through the build's source maps).
import { type ClientIssueDetail, MONITORING_API, pathWith } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { monitoringKeys } from './keys';

export const getClientIssue = (id: number) =>
  get<ClientIssueDetail>(pathWith(MONITORING_API.clientIssue, { id }), { noLoading: true }).then((r) => r.data);

export const clientIssueQuery = (id: number) =>
  queryOptions({ queryKey: monitoringKeys.issue(id), queryFn: () => getClientIssue(id) });
export const useClientIssue = (id: number) => useQuery(clientIssueQuery(id));
