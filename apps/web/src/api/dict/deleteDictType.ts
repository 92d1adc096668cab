// DELETE /a/v1/dict-types/:code: the type and its items.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const deleteDictType = (code: string) => http.delete(pathWith(ADMIN_API.dictType, { code }));

export function useDeleteDictType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDictType,
    onSuccess: () => client.invalidateQueries({ queryKey: ['dict-admin'] }),
  });
}
