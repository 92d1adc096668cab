// GET /a/v1/users: users in the caller's scope, paged, filtered and sorted.
import { type Page, USERS_API, type UserRow } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { type UserListParams, usersKeys } from './keys';

export const listUsers = (params: UserListParams) =>
  get<Page<UserRow>>(USERS_API.list, { params, noLoading: true }).then((r) => r.data);

export const usersQuery = (params: UserListParams) =>
  queryOptions({
    queryKey: usersKeys.list(params),
    queryFn: () => listUsers(params),
    placeholderData: keepPreviousData,
  });
export const useUsers = (params: UserListParams) => useQuery(usersQuery(params));
