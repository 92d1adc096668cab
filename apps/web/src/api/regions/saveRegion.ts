// POST /a/v1/regions (new) or PUT /a/v1/regions/:code (rename).
import type { RegionCreate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post, put } from '../http';

export const saveRegion = ({ editing, code, name, parent_code }: RegionCreate & { editing: boolean }) =>
  editing ? put(pathWith(ADMIN_API.region, { code }), { name }) : post(ADMIN_API.regions, { code, name, parent_code });

export function useSaveRegion() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveRegion, onSuccess: () => client.invalidateQueries({ queryKey: ['regions'] }) });
}
