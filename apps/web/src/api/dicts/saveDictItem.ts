// POST /a/v1/dict-items (new) or PUT /a/v1/dict-items/:id.
import { DICTS_API, type DictItemCreate, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { dictsKeys } from './keys';

export const saveDictItem = ({ id, code, ...body }: DictItemCreate & { id?: number }) =>
  id ? put(pathWith(DICTS_API.item, { id }), body) : post(DICTS_API.items, { code, ...body });

export function useSaveDictItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDictItem,
    onSuccess: () => client.invalidateQueries({ queryKey: dictsKeys.all }),
  });
}
