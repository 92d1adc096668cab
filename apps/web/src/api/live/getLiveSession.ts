// GET /f/v1/live-sessions/{id}: one session; its trainers also get the push server and the stream key.
import { LIVE_API, type LiveSessionDetail } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

export const getLiveSession = (id: number) =>
  get<LiveSessionDetail>(LIVE_API.session(id), { noLoading: true }).then((r) => r.data);
export const liveSessionQuery = (id: number) =>
  queryOptions({ queryKey: liveKeys.one(id), queryFn: () => getLiveSession(id) });
export const useLiveSession = (id: number | null) => useQuery({ ...liveSessionQuery(id ?? 0), enabled: id !== null });
