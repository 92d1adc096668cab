// POST /a/v1/users: creates a user (409 on a taken username, 400 on a weak password).
import type { UserCreate, UserRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API } from '../adminPaths';
import { post } from '../http';

export const createUser = (body: UserCreate) => post<UserRow>(ACCOUNTS_API.users, body);

export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) });
}
