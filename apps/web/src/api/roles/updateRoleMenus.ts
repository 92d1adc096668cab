// PUT /a/v1/roles/:key/menus: the menus a role sees (the server adds the parents).
import type { AdminRole, Role } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { put } from '../http';

export const updateRoleMenus = ({ key, menu_ids }: { key: Role; menu_ids: number[] }) =>
  put<AdminRole>(pathWith(ADMIN_API.roleMenus, { key }), { menu_ids });

export function useUpdateRoleMenus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRoleMenus,
    onSuccess: () => client.invalidateQueries({ queryKey: ['roles'] }),
  });
}
