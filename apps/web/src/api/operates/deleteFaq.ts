// DELETE /a/v1/operates/faqs/:id.
import { OPERATES_API, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { operatesKeys } from './keys';

export const deleteFaq = (id: number) => http.delete(pathWith(OPERATES_API.faq, { id }));

export function useDeleteFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: () => client.invalidateQueries({ queryKey: operatesKeys.faqs() }),
  });
}
