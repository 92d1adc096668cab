// POST /a/v1/dict-items (new) or PUT /a/v1/dict-items/:id.
import type { DictItemCreate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post, put } from '../http';

export const saveDictItem = ({ id, code, ...body }: DictItemCreate & { id?: number }) =>
  id ? put(pathWith(ADMIN_API.dictItem, { id }), body) : post(ADMIN_API.dictItems, { code, ...body });

export function useSaveDictItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDictItem,
    onSuccess: () => client.invalidateQueries({ queryKey: ['dict-admin'] }),
  });
}
