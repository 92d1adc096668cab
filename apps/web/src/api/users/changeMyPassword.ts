// PUT /o/v1/users/password: changes the user's password and ends their other sessions.
import { USERS_API } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { sessionsKeys } from '../sessions/keys';

export const changeMyPassword = (body: { old_password: string; new_password: string }) =>
  put<null>(USERS_API.myPassword, body);

export function useChangeMyPassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeMyPassword,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKeys.mine() }),
  });
}
