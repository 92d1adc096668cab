// POST /a/v1/settlements/{id}/review: approve, return (reason) or strike students (reason, enrolmentIds).
import { type ClaimDetail, type ReviewBody, SETTLEMENT_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { settlementKeys } from './keys';

export const reviewClaim = ({ id, ...body }: ReviewBody & { id: number }) =>
  post<ClaimDetail>(SETTLEMENT_API.review(id), body).then((r) => r.data);

export function useReviewClaim() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewClaim,
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
