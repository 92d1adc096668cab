// DELETE /a/v1/dict-items/:id.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const deleteDictItem = (id: number) => http.delete(pathWith(ADMIN_API.dictItem, { id }));

export function useDeleteDictItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDictItem,
    onSuccess: () => client.invalidateQueries({ queryKey: ['dict-admin'] }),
  });
}
