// GET /a/v1/sessions: live sessions (administrators).
import { type Page, SESSIONS_API, type SessionRow } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { type SessionListParams, sessionsKeys } from './keys';

export const listSessions = (params: SessionListParams) =>
  get<Page<SessionRow>>(SESSIONS_API.list, { params, noLoading: true }).then((r) => r.data);

export const sessionsQuery = (params: SessionListParams) =>
  queryOptions({
    queryKey: sessionsKeys.list(params),
    queryFn: () => listSessions(params),
    placeholderData: keepPreviousData,
  });
export const useSessions = (params: SessionListParams) => useQuery(sessionsQuery(params));
