// Query keys of sessions: every live session (administrators) and the signed-in user's own.
import type { Role } from '@etp/contracts';

export interface SessionListParams {
  page: number;
  size: number;
  username?: string;
  role?: Role;
}

export const sessionsKeys = {
  all: ['sessions'] as const,
  list: (params: SessionListParams) => [...sessionsKeys.all, 'list', params] as const,
  mine: () => [...sessionsKeys.all, 'mine'] as const,
};
