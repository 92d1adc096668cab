// DELETE /a/v1/announcements/:id.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const deleteAnnouncement = (id: number) => http.delete(pathWith(ADMIN_API.announcement, { id }));

export function useDeleteAnnouncement() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteAnnouncement,
    onSuccess: () => client.invalidateQueries({ queryKey: ['announcements'] }),
  });
}
