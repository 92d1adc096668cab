// POST /a/v1/dict-types (new) or PUT /a/v1/dict-types/:code (name and remark).
import { DICTS_API, type DictTypeCreate, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { dictsKeys } from './keys';

export const saveDictType = ({ editing, code, ...body }: DictTypeCreate & { editing: boolean }) =>
  editing ? put(pathWith(DICTS_API.type, { code }), body) : post(DICTS_API.types, { code, ...body });

export function useSaveDictType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDictType,
    onSuccess: () => client.invalidateQueries({ queryKey: dictsKeys.all }),
  });
}
