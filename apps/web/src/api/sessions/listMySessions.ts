// GET /o/v1/users/sessions: the signed-in user's own live sessions.
import type { Page, SessionRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ACCOUNTS_API } from '../adminPaths';
import { get } from '../http';

export const listMySessions = () =>
  get<Page<SessionRow>>(ACCOUNTS_API.mySessions, { params: { page: 1, size: 100 }, noLoading: true }).then(
    (r) => r.data,
  );

export const mySessionsQuery = () => queryOptions({ queryKey: ['my-sessions'], queryFn: listMySessions });
export const useMySessions = () => useQuery(mySessionsQuery());
