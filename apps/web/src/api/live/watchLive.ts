// GET /o/v1/live/{id}: where the player pulls a session from and its short-lived pass, renewed before it expires.
import { LIVE_API, type LiveWatch } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { liveKeys } from './keys';

/** The pass holds an hour: a new one well before keeps the player and the chat stream going. */
const RENEW_PASS_MS = 20 * 60_000;

export const watchLive = (id: number) => get<LiveWatch>(LIVE_API.watch(id), { noLoading: true }).then((r) => r.data);
/** Asks again at the next change of state (start, end) as well, so an upcoming session turns live by itself. */
const nextRefetch = (data: LiveWatch | undefined) => {
  const next = data?.state === 'upcoming' ? data.starts_at : data?.state === 'live' ? data.ends_at : null;
  if (!next) return RENEW_PASS_MS;
  return Math.min(RENEW_PASS_MS, Math.max(5_000, Date.parse(next) - Date.now() + 1_000));
};

export const watchLiveQuery = (id: number) =>
  queryOptions({
    queryKey: liveKeys.watch(id),
    queryFn: () => watchLive(id),
    refetchInterval: (query) => nextRefetch(query.state.data),
  });
export const useWatchLive = (id: number | null) => useQuery({ ...watchLiveQuery(id ?? 0), enabled: id !== null });
