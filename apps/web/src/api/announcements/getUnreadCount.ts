// GET /o/v1/announcements/unread-count: the navbar badge; refreshed on window focus and after reading.
import { ANNOUNCEMENTS_API } from '@etp/contracts';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';

export const UNREAD_COUNT_KEY = ['announcements', 'unread-count'] as const;

export const getUnreadCount = () =>
  get<{ count: number }>(ANNOUNCEMENTS_API.unreadCount, { noLoading: true, silent: true }).then((r) => r.data.count);

export const unreadCountQuery = () =>
  queryOptions({ queryKey: UNREAD_COUNT_KEY, queryFn: getUnreadCount, refetchOnWindowFocus: true, staleTime: 10_000 });
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });
