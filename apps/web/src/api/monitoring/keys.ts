// Query keys of what administrators read about the browser: issues, one issue, a replay, page views.
import type { ClientIssueQuery } from '@etp/contracts';

/** A page of the issues list: paging always, the filters when set. */
export type ClientIssueParams = Pick<ClientIssueQuery, 'page' | 'size'> &
  Partial<Omit<ClientIssueQuery, 'page' | 'size'>>;

export const monitoringKeys = {
  all: ['monitoring'] as const,
  issues: (params: ClientIssueParams) => [...monitoringKeys.all, 'issues', params] as const,
  issue: (id: number) => [...monitoringKeys.all, 'issue', id] as const,
  replay: (issueId: number, errorId: number) => [...monitoringKeys.all, 'replay', issueId, errorId] as const,
  pageViews: (days: number) => [...monitoringKeys.all, 'page-views', days] as const,
};
