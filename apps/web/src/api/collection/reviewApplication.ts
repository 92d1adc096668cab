// POST /a/v1/collection/applications/:id/review: status and note.
import { type AdminCollectionApplication, COLLECTION_API, type CollectionReviewInput, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { collectionKeys } from './keys';

export const reviewApplication = ({ id, ...body }: CollectionReviewInput & { id: number }) =>
  post<AdminCollectionApplication>(pathWith(COLLECTION_API.review, { id }), body);

export function useReviewApplication() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: reviewApplication,
    onSuccess: () => client.invalidateQueries({ queryKey: collectionKeys.all }),
  });
}
