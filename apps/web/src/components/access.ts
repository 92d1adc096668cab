// One place that answers "may this user see it". The server enforces;
// this only hides what it would refuse anyway.
import { hasPermission, type Role } from '@etp/contracts';

export const NEED_ROLES_ERROR = "need roles! Like v-hasRole=\"['admin','editor']\"";
export const NEED_PERMISSIONS_ERROR = '请设置操作权限标签值';

/** True when the user holds one of `required` roles; an empty list is a programming error. */
export function hasRole(userRoles: readonly string[], required: readonly Role[]): boolean {
  if (required.length === 0) throw new Error(NEED_ROLES_ERROR);
  return required.some((role) => userRoles.includes(role));
}

/** True when the user's permissions cover one of `required` (the server's matching rule); an empty list is an error. */
export function can(userPermissions: readonly string[], required: readonly string[]): boolean {
  if (required.length === 0) throw new Error(NEED_PERMISSIONS_ERROR);
  return required.some((permission) => hasPermission(userPermissions, permission));
}
