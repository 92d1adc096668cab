// PUT /a/v1/users/:id/status: enable or disable (disabling ends the user's sessions).
import { pathWith, USERS_API, type UserRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { usersKeys } from './keys';

export const setUserStatus = ({ id, status }: { id: number; status: UserRow['status'] }) =>
  put<UserRow>(pathWith(USERS_API.status, { id }), { status });

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setUserStatus,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
