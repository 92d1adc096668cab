// DELETE /a/v1/regions/:code: an unused region without sub-regions.
import { pathWith, REGIONS_API } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { regionsKeys } from './keys';

export const deleteRegion = (code: string) => http.delete(pathWith(REGIONS_API.one, { code }));

export function useDeleteRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteRegion,
    onSuccess: () => client.invalidateQueries({ queryKey: regionsKeys.all }),
  });
}
