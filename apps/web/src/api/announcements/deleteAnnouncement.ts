// DELETE /a/v1/announcements/:id.
import { ANNOUNCEMENTS_API, pathWith } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { announcementsKeys } from './keys';

export const deleteAnnouncement = (id: number) => http.delete(pathWith(ANNOUNCEMENTS_API.one, { id }));

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: announcementsKeys.all }),
  });
}
