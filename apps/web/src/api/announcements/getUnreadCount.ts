// GET /o/v1/announcements/unread-count: the navbar badge; refreshed on window focus and after reading.
import { ANNOUNCEMENTS_API } from '@etp/contracts';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { announcementsKeys } from './keys';

export const getUnreadCount = () =>
  get<{ count: number }>(ANNOUNCEMENTS_API.unreadCount, { noLoading: true, silent: true }).then((r) => r.data.count);

export const unreadCountQuery = () =>
  queryOptions({
    queryKey: announcementsKeys.unreadCount(),
    queryFn: getUnreadCount,
    refetchOnWindowFocus: true,
    staleTime: 10_000,
  });
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });
