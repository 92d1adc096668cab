// Query keys of sessions: every live session (administrators) and the signed-in user's own.
import type { SessionListParams } from './listSessions';

export const sessionsKeys = {
  all: ['sessions'] as const,
  list: (params: SessionListParams) => [...sessionsKeys.all, 'list', params] as const,
  mine: () => [...sessionsKeys.all, 'mine'] as const,
};
