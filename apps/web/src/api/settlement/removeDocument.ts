// DELETE /f/v1/settlements/{id}/documents/{documentId}: an uploaded scan removed from a draft or returned claim.
import { SETTLEMENT_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { settlementKeys } from './keys';

export function useRemoveClaimDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, documentId }: { id: number; documentId: number }) =>
      http.delete(SETTLEMENT_API.document(id, documentId)),
    onSuccess: (_data, { id }) => client.invalidateQueries({ queryKey: settlementKeys.claim('f', id) }),
  });
}
