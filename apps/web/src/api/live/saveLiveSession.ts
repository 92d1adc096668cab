// POST /f/v1/live-sessions (schedule) and PUT /f/v1/live-sessions/{id} (change one that has not begun).
import { LIVE_API, type LiveSessionDetail, type LiveSessionInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { liveKeys } from './keys';

export const saveLiveSession = ({ id, ...body }: LiveSessionInput & { id?: number }) =>
  id ? put<LiveSessionDetail>(LIVE_API.session(id), body) : post<LiveSessionDetail>(LIVE_API.sessions, body);

export function useSaveLiveSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveLiveSession,
    onSuccess: () => client.invalidateQueries({ queryKey: liveKeys.all }),
  });
}
