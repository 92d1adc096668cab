// POST /a/v1/announcements (new) or PUT /a/v1/announcements/:id; the server sanitises the rich text.
import { type AdminAnnouncement, ANNOUNCEMENTS_API, type AnnouncementInput, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { announcementsKeys } from './keys';

export const saveAnnouncement = ({ id, ...body }: AnnouncementInput & { id?: number }) =>
  id
    ? put<AdminAnnouncement>(pathWith(ANNOUNCEMENTS_API.one, { id }), body)
    : post<AdminAnnouncement>(ANNOUNCEMENTS_API.list, body);

export function useSaveAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKeys.all }),
  });
}
