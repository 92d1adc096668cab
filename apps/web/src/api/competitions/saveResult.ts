// PUT /a/v1/competitions/{id}/results: one registration's result in one judged stage.
import { COMPETITIONS_API, pathWith, type ResultInput, type StageResult } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { competitionsKeys } from './keys';

export const saveResult = ({ id, body }: { id: number; body: ResultInput }) =>
  put<StageResult>(pathWith(COMPETITIONS_API.results, { id }), body).then((r) => r.data);

export function useSaveResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveResult,
    onSuccess: () => client.invalidateQueries({ queryKey: competitionsKeys.all }),
  });
}
