// GET /a/v1/roles: every role with its permission strings and menu ids.
import { type AdminRole, ROLES_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { rolesKeys } from './keys';

export const listRoles = () => get<AdminRole[]>(ROLES_API.list, { noLoading: true }).then((r) => r.data);

export const rolesQuery = () => queryOptions({ queryKey: rolesKeys.list(), queryFn: listRoles });
export const useRoles = () => useQuery(rolesQuery());
