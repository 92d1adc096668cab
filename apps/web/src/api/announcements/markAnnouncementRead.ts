// POST /o/v1/announcements/:id/read: marks one read; the list and the navbar badge refresh.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post } from '../http';
import { UNREAD_COUNT_KEY } from './getUnreadCount';

export const markAnnouncementRead = (id: number) =>
  post<null>(pathWith(ADMIN_API.myAnnouncementRead, { id }), undefined, { noLoading: true });

export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: UNREAD_COUNT_KEY });
      void client.invalidateQueries({ queryKey: ['announcements', 'mine'] });
    },
  });
}
