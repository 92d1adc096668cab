// GET /s/v1/live-sessions: the student's live sessions (now, upcoming, replays).
import { LIVE_API, type LiveSessionRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

export const listMyLiveSessions = () => get<LiveSessionRow[]>(LIVE_API.mine, { noLoading: true }).then((r) => r.data);
export const myLiveSessionsQuery = () => queryOptions({ queryKey: liveKeys.mine(), queryFn: listMyLiveSessions });
export const useMyLiveSessions = () => useQuery(myLiveSessionsQuery());
