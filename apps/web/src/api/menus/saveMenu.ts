// POST /a/v1/menus (new) or PUT /a/v1/menus/:id (every field).
import type { AdminMenu, MenuInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post, put } from '../http';

export const saveMenu = ({ id, ...body }: MenuInput & { id?: number }) =>
  id ? put<AdminMenu>(pathWith(ADMIN_API.menu, { id }), body) : post<AdminMenu>(ADMIN_API.menus, body);

export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMenu, onSuccess: () => client.invalidateQueries({ queryKey: ['menus'] }) });
}
