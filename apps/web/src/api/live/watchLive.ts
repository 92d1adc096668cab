// GET /o/v1/live/{id}: where the player pulls a session from and its short-lived pass, renewed before it expires.
import { LIVE_API, type LiveWatch } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

/** The pass holds an hour: a new one well before keeps the player and the chat stream going. */
const RENEW_PASS_MS = 20 * 60_000;

export const watchLive = (id: number) => get<LiveWatch>(LIVE_API.watch(id), { noLoading: true }).then((r) => r.data);
export const watchLiveQuery = (id: number) =>
  queryOptions({ queryKey: liveKeys.watch(id), queryFn: () => watchLive(id), refetchInterval: RENEW_PASS_MS });
export const useWatchLive = (id: number | null) => useQuery({ ...watchLiveQuery(id ?? 0), enabled: id !== null });
