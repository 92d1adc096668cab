// POST /a/v1/users: creates a user (409 on a taken username, 400 on a weak password).
import { USERS_API, type UserCreate, type UserRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { usersKeys } from './keys';

export const createUser = (body: UserCreate) => post<UserRow>(USERS_API.list, body);

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
