// DELETE /o/v1/users/sessions/:id: ends one of the user's own sessions.
import { pathWith, SESSIONS_API } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { sessionsKeys } from './keys';

export const endMySession = (id: string) => http.delete(pathWith(SESSIONS_API.myOne, { id }));

export function useEndMySession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endMySession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKeys.mine() }),
  });
}
