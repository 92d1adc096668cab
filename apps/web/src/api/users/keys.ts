// Query keys of user administration.
import type { UserListQuery } from '@etp/contracts';

/** A page of the list: paging always, the filters and sort when set. */
export type UserListParams = Pick<UserListQuery, 'page' | 'size'> & Partial<Omit<UserListQuery, 'page' | 'size'>>;

export const usersKeys = {
  all: ['users'] as const,
  list: (params: UserListParams) => [...usersKeys.all, 'list', params] as const,
};
