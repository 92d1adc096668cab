// DELETE /a/v1/sessions/:id: forced logout; that user's next call gets HTTP 402.

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ACCOUNTS_API, pathWith } from '../adminPaths';
import { http } from '../http';

export const endSession = (id: string) => http.delete(pathWith(ACCOUNTS_API.session, { id }));

export function useEndSession() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endSession, onSuccess: () => client.invalidateQueries({ queryKey: ['sessions'] }) });
}
