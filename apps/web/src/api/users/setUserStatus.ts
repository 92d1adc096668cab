// PUT /a/v1/users/:id/status: enable or disable (disabling ends the user's sessions).
import type { UserRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { put } from '../http';

export const setUserStatus = ({ id, status }: { id: number; status: UserRow['status'] }) =>
  put<UserRow>(pathWith(ACCOUNTS_API.userStatus, { id }), { status });

export function useSetUserStatus() {
  const client = useQueryClient();
  return useMutation({ mutationFn: setUserStatus, onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }) });
}
