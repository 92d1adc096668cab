// DELETE /a/v1/dict-types/:code: the type and its items.
import { DICTS_API, pathWith } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { dictsKeys } from './keys';

export const deleteDictType = (code: string) => http.delete(pathWith(DICTS_API.type, { code }));

export function useDeleteDictType() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDictType,
    onSuccess: () => client.invalidateQueries({ queryKey: dictsKeys.all }),
  });
}
