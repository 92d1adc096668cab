// GET /o/v1/live/{id}: where the player pulls a session from and its short-lived pass, renewed before it expires.
import { LIVE_API, type LiveWatch } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaRenewDelay } from '@/utils/mediaRenewal';
import { get } from '../http';
import { liveKeys } from './keys';

export const watchLive = (id: number) => get<LiveWatch>(LIVE_API.watch(id), { noLoading: true }).then((r) => r.data);
/**
 * Asks again before the pass expires (15-20 minutes; a new one keeps the player and the chat stream going), and at the
 * next change of state (start, end) as well, so an upcoming session turns live by itself.
 */
const nextRefetch = (data: LiveWatch | undefined) => {
  const renew = mediaRenewDelay([data?.token_expires_at]);
  const next = data?.state === 'upcoming' ? data.starts_at : data?.state === 'live' ? data.ends_at : null;
  const change = next ? Math.max(5_000, Date.parse(next) - Date.now() + 1_000) : false;
  if (renew === false) return change;
  return change === false ? renew : Math.min(renew, change);
};

export const watchLiveQuery = (id: number) =>
  queryOptions({
    queryKey: liveKeys.watch(id),
    queryFn: () => watchLive(id),
    refetchInterval: (query) => nextRefetch(query.state.data),
    // The player and the chat stream go on in a background tab: their pass must too.
    refetchIntervalInBackground: true,
  });
export const useWatchLive = (id: number | null) => useQuery({ ...watchLiveQuery(id ?? 0), enabled: id !== null });
