// POST /a/v1/operates/faqs (new) or PUT /a/v1/operates/faqs/:id.
import { type AdminFaq, type FaqInput, OPERATES_API, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { operatesKeys } from './keys';

export const saveFaq = ({ id, ...body }: FaqInput & { id?: number }) =>
  id ? put<AdminFaq>(pathWith(OPERATES_API.faq, { id }), body) : post<AdminFaq>(OPERATES_API.faqs, body);

export function useSaveFaq() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFaq,
    onSuccess: () => client.invalidateQueries({ queryKey: operatesKeys.faqs() }),
  });
}
