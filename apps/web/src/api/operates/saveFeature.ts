// POST /a/v1/operates/features (new) or PUT /a/v1/operates/features/:id (bumps its edit time).
import type { AdminFeature, FeatureInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post, put } from '../http';

export const saveFeature = ({ id, ...body }: FeatureInput & { id?: number }) =>
  id ? put<AdminFeature>(pathWith(ADMIN_API.feature, { id }), body) : post<AdminFeature>(ADMIN_API.features, body);

export function useSaveFeature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFeature,
    onSuccess: () => client.invalidateQueries({ queryKey: ['operates', 'features'] }),
  });
}
