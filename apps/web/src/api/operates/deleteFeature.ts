// DELETE /a/v1/operates/features/:id.
import { OPERATES_API, pathWith } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { operatesKeys } from './keys';

export const deleteFeature = (id: number) => http.delete(pathWith(OPERATES_API.feature, { id }));

export function useDeleteFeature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFeature,
    onSuccess: () => client.invalidateQueries({ queryKey: operatesKeys.features() }),
  });
}
