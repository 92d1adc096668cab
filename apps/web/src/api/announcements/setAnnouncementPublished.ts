// POST /a/v1/announcements/:id/publish or /unpublish.
import type { AdminAnnouncement } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post } from '../http';

export const setAnnouncementPublished = ({ id, publish }: { id: number; publish: boolean }) =>
  post<AdminAnnouncement>(pathWith(publish ? ADMIN_API.announcementPublish : ADMIN_API.announcementUnpublish, { id }));

export function useSetAnnouncementPublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAnnouncementPublished,
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
