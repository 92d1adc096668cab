// POST /a/v1/announcements (new) or PUT /a/v1/announcements/:id; the server sanitises the rich text.
import type { AdminAnnouncement, AnnouncementInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post, put } from '../http';

export const saveAnnouncement = ({ id, ...body }: AnnouncementInput & { id?: number }) =>
  id
    ? put<AdminAnnouncement>(pathWith(ADMIN_API.announcement, { id }), body)
    : post<AdminAnnouncement>(ADMIN_API.announcements, body);

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
