// DELETE /a/v1/users/:id.
import { pathWith, USERS_API } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { usersKeys } from './keys';

export const deleteUser = (id: number) => http.delete(pathWith(USERS_API.one, { id }));

export function useDeleteUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
