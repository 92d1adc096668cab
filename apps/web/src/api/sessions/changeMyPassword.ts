// PUT /o/v1/users/password: changes the user's password and ends their other sessions.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API } from '../adminPaths';
import { put } from '../http';

export const changeMyPassword = (body: { old_password: string; new_password: string }) =>
  put<null>(ACCOUNTS_API.myPassword, body);

export function useChangeMyPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMyPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: ['my-sessions'] }),
  });
}
