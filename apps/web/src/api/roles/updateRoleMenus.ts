// PUT /a/v1/roles/:key/menus: the menus a role sees (the server adds the parents).
import { type AdminRole, pathWith, ROLES_API, type Role } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { rolesKeys } from './keys';

export const updateRoleMenus = ({ key, menu_ids }: { key: Role; menu_ids: number[] }) =>
  put<AdminRole>(pathWith(ROLES_API.menus, { key }), { menu_ids });

export function useUpdateRoleMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRoleMenus,
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
