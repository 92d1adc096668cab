// DELETE /a/v1/menus/:id: only a menu without children.
import { MENUS_API, pathWith } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { menusKeys } from './keys';

export const deleteMenu = (id: number) => http.delete(pathWith(MENUS_API.one, { id }));

export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteMenu,
    onSuccess: () => client.invalidateQueries({ queryKey: menusKeys.all }),
  });
}
