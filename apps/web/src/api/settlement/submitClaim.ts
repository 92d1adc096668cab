// POST /f/v1/settlements/{id}/submit.
import { type ClaimDetail, SETTLEMENT_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { settlementKeys } from './keys';

export const submitClaim = (id: number) => post<ClaimDetail>(SETTLEMENT_API.submit(id)).then((r) => r.data);

export function useSubmitClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitClaim,
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
