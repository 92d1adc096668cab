// PUT /a/v1/operates/guides/:role: saves a role's guide (it opens again for users who have not seen it).
import { type AdminGuide, type GuideInput, OPERATES_API, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { operatesKeys } from './keys';

export const saveGuide = ({ role, ...body }: GuideInput & { role: string }) =>
  put<AdminGuide>(pathWith(OPERATES_API.guide, { role }), body);

export function useSaveGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveGuide,
    onSuccess: () => client.invalidateQueries({ queryKey: operatesKeys.guides() }),
  });
}
