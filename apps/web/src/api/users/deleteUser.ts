// DELETE /a/v1/users/:id.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const deleteUser = (id: number) => http.delete(pathWith(ACCOUNTS_API.user, { id }));

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteUser, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) });
}
