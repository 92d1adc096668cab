// GET /o/v1/announcements/unread-count: the navbar badge; refreshed on window focus and after reading.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../adminPaths';
import { get } from '../http';

export const UNREAD_COUNT_KEY = ['announcements', 'unread-count'] as const;

export const getUnreadCount = () =>
  get<{ count: number }>(ADMIN_API.myUnreadCount, { noLoading: true, silent: true }).then((r) => r.data.count);

export const unreadCountQuery = () =>
  queryOptions({ queryKey: UNREAD_COUNT_KEY, queryFn: getUnreadCount, refetchOnWindowFocus: true, staleTime: 10_000 });
export const useUnreadCount = (enabled = true) => useQuery({ ...unreadCountQuery(), enabled });
