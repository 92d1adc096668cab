// POST /a/v1/competitions (a new draft) or PUT /a/v1/competitions/{id}; the server cleans rich text.
import { COMPETITIONS_API, type CompetitionAdminItem, type CompetitionInput, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { competitionsKeys } from './keys';

export const saveCompetition = ({ id, body }: { id?: number; body: CompetitionInput }) =>
  (id
    ? put<CompetitionAdminItem>(pathWith(COMPETITIONS_API.one, { id }), body)
    : post<CompetitionAdminItem>(COMPETITIONS_API.list, body)
  ).then((r) => r.data);

export function useSaveCompetition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCompetition,
    onSuccess: () => client.invalidateQueries({ queryKey: competitionsKeys.all }),
  });
}
