// PUT /a/v1/users/:id: name, phone, ordered roles, region and institution.
import type { UserRow, UserUpdate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { put } from '../http';

export const updateUser = ({ id, ...body }: UserUpdate & { id: number }) =>
  put<UserRow>(pathWith(ACCOUNTS_API.user, { id }), body);

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: updateUser, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) });
}
