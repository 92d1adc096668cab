// DELETE /a/v1/dict-items/:id.
import { DICTS_API, pathWith } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { dictsKeys } from './keys';

export const deleteDictItem = (id: number) => http.delete(pathWith(DICTS_API.item, { id }));

export function useDeleteDictItem() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDictItem,
    onSuccess: () => client.invalidateQueries({ queryKey: dictsKeys.all }),
  });
}
