// POST /f/v1/settlements: a draft claim for a finished class.
import { type ClaimDetail, SETTLEMENT_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { settlementKeys } from './keys';

export const createClaim = (classId: number) =>
  post<ClaimDetail>(SETTLEMENT_API.claims, { class_id: classId }).then((r) => r.data);

export function useCreateClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createClaim,
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
