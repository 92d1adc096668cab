// State changes of one item: publish (now or at publish_at), unpublish, pin, delete; and the order of many.
import { CONTENT_API, type ContentKind } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, post, put } from '../http';
import { contentKeys } from './keys';

export type ContentChange =
  | { action: 'publish'; publish_at?: string }
  | { action: 'unpublish' }
  | { action: 'pin'; pinned: boolean }
  | { action: 'delete' }
  | { action: 'order'; items: { id: number; order_num: number }[] };

export function changeContent(kind: ContentKind, id: number, change: ContentChange): Promise<{ msg?: string }> {
  const one = `${CONTENT_API[kind]}/${id}`;
  switch (change.action) {
    case 'publish':
      return post(`${one}/publish`, change.publish_at ? { publish_at: change.publish_at } : {});
    case 'unpublish':
      return post(`${one}/unpublish`);
    case 'pin':
      return post(`${one}/pin`, { pinned: change.pinned });
    case 'delete':
      return http.delete<unknown, { msg?: string }>(one);
    case 'order':
      return put(`${CONTENT_API[kind]}/order`, { items: change.items });
  }
}

export function useChangeContent(kind: ContentKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: ContentChange }) => changeContent(kind, id, change),
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.section(kind) }),
  });
}
