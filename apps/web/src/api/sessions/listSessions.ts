// GET /a/v1/sessions: live sessions (administrators).
import { type Page, type Role, SESSIONS_API, type SessionRow } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { sessionsKeys } from './keys';

export interface SessionListParams {
  page: number;
  size: number;
  username?: string;
  role?: Role;
}

export const listSessions = (params: SessionListParams) =>
  get<Page<SessionRow>>(SESSIONS_API.list, { params, noLoading: true }).then((r) => r.data);

export const sessionsQuery = (params: SessionListParams) =>
  queryOptions({
    queryKey: sessionsKeys.list(params),
    queryFn: () => listSessions(params),
    placeholderData: keepPreviousData,
  });
export const useSessions = (params: SessionListParams) => useQuery(sessionsQuery(params));
