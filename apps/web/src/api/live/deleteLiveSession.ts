// DELETE /f/v1/live-sessions/{id}: a session that has not begun.
import { LIVE_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { liveKeys } from './keys';

export const deleteLiveSession = (id: number) => http.delete(LIVE_API.session(id));

export function useDeleteLiveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteLiveSession,
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
