// POST /a/v1/operates/features (new) or PUT /a/v1/operates/features/:id (bumps its edit time).
import { type AdminFeature, type FeatureInput, OPERATES_API, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { operatesKeys } from './keys';

export const saveFeature = ({ id, ...body }: FeatureInput & { id?: number }) =>
  id
    ? put<AdminFeature>(pathWith(OPERATES_API.feature, { id }), body)
    : post<AdminFeature>(OPERATES_API.features, body);

export function useSaveFeature() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFeature,
    onSuccess: () => client.invalidateQueries({ queryKey: operatesKeys.features() }),
  });
}
