// GET /a/v1/roles: every role with its permission strings and menu ids.
import type { AdminRole } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../adminPaths';
import { get } from '../http';

export const listRoles = () => get<AdminRole[]>(ADMIN_API.roles, { noLoading: true }).then((r) => r.data);

export const rolesQuery = () => queryOptions({ queryKey: ['roles'], queryFn: listRoles });
export const useRoles = () => useQuery(rolesQuery());
