// DELETE /a/v1/menus/:id: only a menu without children.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const deleteMenu = (id: number) => http.delete(pathWith(ADMIN_API.menu, { id }));

export function useDeleteMenu() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteMenu, onSuccess: () => client.invalidateQueries({ queryKey: ['menus'] }) });
}
