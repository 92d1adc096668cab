// DELETE /o/v1/users/sessions/:id: ends one of the user's own sessions.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const endMySession = (id: string) => http.delete(pathWith(ACCOUNTS_API.mySession, { id }));

export function useEndMySession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSuccess: () => client.invalidateQueries({ queryKey: ['my-sessions'] }),
  });
}
