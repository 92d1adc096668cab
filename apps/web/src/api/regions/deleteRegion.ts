// DELETE /a/v1/regions/:code: an unused region without sub-regions.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const deleteRegion = (code: string) => http.delete(pathWith(ADMIN_API.region, { code }));

export function useDeleteRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRegion,
    onSuccess: () => client.invalidateQueries({ queryKey: ['regions'] }),
  });
}
