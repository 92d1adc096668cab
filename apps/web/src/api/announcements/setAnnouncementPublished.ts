// POST /a/v1/announcements/:id/publish or /unpublish.
import { type AdminAnnouncement, ANNOUNCEMENTS_API, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { announcementsKeys } from './keys';

export const setAnnouncementPublished = ({ id, publish }: { id: number; publish: boolean }) =>
  post<AdminAnnouncement>(pathWith(publish ? ANNOUNCEMENTS_API.publish : ANNOUNCEMENTS_API.unpublish, { id }));

export function useSetAnnouncementPublished() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setAnnouncementPublished,
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKeys.all }),
  });
}
