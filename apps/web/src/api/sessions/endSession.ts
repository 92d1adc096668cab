// DELETE /a/v1/sessions/:id: forced logout; that user's next call gets HTTP 402.
import { pathWith, SESSIONS_API } from '@etp/contracts';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { sessionsKeys } from './keys';

export const endSession = (id: string) => http.delete(pathWith(SESSIONS_API.one, { id }));

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => client.invalidateQueries({ queryKey: sessionsKeys.all }),
  });
}
