// POST /a/v1/regions (new) or PUT /a/v1/regions/:code (rename).
import { pathWith, REGIONS_API, type RegionCreate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { regionsKeys } from './keys';

export const saveRegion = ({ editing, code, name, parent_code }: RegionCreate & { editing: boolean }) =>
  editing ? put(pathWith(REGIONS_API.one, { code }), { name }) : post(REGIONS_API.list, { code, name, parent_code });

export function useSaveRegion() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveRegion,
    onSuccess: () => client.invalidateQueries({ queryKey: regionsKeys.all }),
  });
}
