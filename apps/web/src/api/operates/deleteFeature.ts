// DELETE /a/v1/operates/features/:id.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const deleteFeature = (id: number) => http.delete(pathWith(ADMIN_API.feature, { id }));

export function useDeleteFeature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFeature,
    onSuccess: () => client.invalidateQueries({ queryKey: ['operates', 'features'] }),
  });
}
