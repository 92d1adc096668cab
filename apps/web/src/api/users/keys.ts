// Query keys of user administration.
import type { UserListParams } from './listUsers';

export const usersKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => [...usersKeys.all, 'list', params] as const,
};
