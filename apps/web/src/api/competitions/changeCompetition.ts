// POST /a/v1/competitions/{id}/publish | /unpublish, DELETE /a/v1/competitions/{id}.
import { COMPETITIONS_API, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, post } from '../http';
import { competitionsKeys } from './keys';

export type CompetitionChange = 'publish' | 'unpublish' | 'remove';

export function changeCompetition({ id, change }: { id: number; change: CompetitionChange }): Promise<unknown> {
  if (change === 'remove') return http.delete(pathWith(COMPETITIONS_API.one, { id }));
  return post(pathWith(COMPETITIONS_API[change], { id }));
}

export function useChangeCompetition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeCompetition,
    onSuccess: () => client.invalidateQueries({ queryKey: competitionsKeys.all }),
  });
}
