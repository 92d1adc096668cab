// POST /a/v1/institutions/{id}/review: pending, approved or disabled.
import { INSTITUTIONS_API, type InstitutionRow, type InstitutionStatus } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { institutionsKeys } from './keys';

export const reviewInstitution = ({ id, status }: { id: number; status: InstitutionStatus }) =>
  post<InstitutionRow>(INSTITUTIONS_API.review(id), { status });

export function useReviewInstitution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewInstitution,
    onSuccess: () => client.invalidateQueries({ queryKey: institutionsKeys.all }),
  });
}
