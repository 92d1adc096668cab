// POST /a/v1/menus (new) or PUT /a/v1/menus/:id (every field).
import { type AdminMenu, MENUS_API, type MenuInput, pathWith } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { menusKeys } from './keys';

export const saveMenu = ({ id, ...body }: MenuInput & { id?: number }) =>
  id ? put<AdminMenu>(pathWith(MENUS_API.one, { id }), body) : post<AdminMenu>(MENUS_API.list, body);

export function useSaveMenu() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveMenu, onSuccess: () => client.invalidateQueries({ queryKey: menusKeys.all }) });
}
