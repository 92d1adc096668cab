// PUT /a/v1/users/:id: name, phone, ordered roles, region and institution.
import { pathWith, USERS_API, type UserRow, type UserUpdate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { usersKeys } from './keys';

export const updateUser = ({ id, ...body }: UserUpdate & { id: number }) =>
  put<UserRow>(pathWith(USERS_API.one, { id }), body);

export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => client.invalidateQueries({ queryKey: usersKeys.all }),
  });
}
