// POST /o/v1/announcements/:id/read: marks one read; the list and the navbar badge refresh.
import { ANNOUNCEMENTS_API, pathWith } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { announcementsKeys } from './keys';

export const markAnnouncementRead = (id: number) =>
  post<null>(pathWith(ANNOUNCEMENTS_API.read, { id }), undefined, { noLoading: true });

export function useMarkAnnouncementRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markAnnouncementRead,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: announcementsKeys.unreadCount() });
      void client.invalidateQueries({ queryKey: announcementsKeys.mine() });
    },
  });
}
