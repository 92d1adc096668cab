// GET /o/v1/users/sessions: the signed-in user's own live sessions.
import { type Page, SESSIONS_API, type SessionRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { sessionsKeys } from './keys';

export const listMySessions = () =>
  get<Page<SessionRow>>(SESSIONS_API.mine, { params: { page: 1, size: 100 }, noLoading: true }).then((r) => r.data);

export const mySessionsQuery = () => queryOptions({ queryKey: sessionsKeys.mine(), queryFn: listMySessions });
export const useMySessions = () => useQuery(mySessionsQuery());
