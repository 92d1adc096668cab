// POST /a/v1/settlements/{id}/paid: the payment's date and reference.
import { type ClaimDetail, type PaidBody, SETTLEMENT_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { settlementKeys } from './keys';

export const markPaid = ({ id, ...body }: PaidBody & { id: number }) =>
  post<ClaimDetail>(SETTLEMENT_API.paid(id), body).then((r) => r.data);

export function useMarkPaid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markPaid,
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
