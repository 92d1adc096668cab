// POST /a/v1/dict-types (new) or PUT /a/v1/dict-types/:code (name and remark).
import type { DictTypeCreate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post, put } from '../http';

export const saveDictType = ({ editing, code, ...body }: DictTypeCreate & { editing: boolean }) =>
  editing ? put(pathWith(ADMIN_API.dictType, { code }), body) : post(ADMIN_API.dictTypes, { code, ...body });

export function useSaveDictType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveDictType,
    onSuccess: () => client.invalidateQueries({ queryKey: ['dict-admin'] }),
  });
}
