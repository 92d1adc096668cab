// PUT /a/v1/roles/:key: a role's name and permission strings.
import { type AdminRole, pathWith, ROLES_API, type Role, type RoleUpdate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { rolesKeys } from './keys';

export const updateRole = ({ key, ...body }: RoleUpdate & { key: Role }) =>
  put<AdminRole>(pathWith(ROLES_API.one, { key }), body);

export function useUpdateRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateRole,
    onSuccess: () => client.invalidateQueries({ queryKey: rolesKeys.all }),
  });
}
