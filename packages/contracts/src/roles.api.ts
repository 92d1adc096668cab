// Roles: their paths and the role names (schema-free; the permission rules live in access.ts).

export const ROLES_API = {
  list: '/a/v1/roles',
  one: '/a/v1/roles/:key',
  menus: '/a/v1/roles/:key/menus',
} as const;

export const ROLES = ['admin', 'teacher', 'trainer', 'student', 'province', 'city', 'area'] as const;
export type Role = (typeof ROLES)[number];

export const REGIONAL_ROLES = ['province', 'city', 'area'] as const satisfies readonly Role[];
export type RegionalRole = (typeof REGIONAL_ROLES)[number];

/** The roles that administer: the admin everywhere, the regional administrators inside their region. */
export const MANAGER_ROLES = ['admin', ...REGIONAL_ROLES] as const satisfies readonly Role[];
export type ManagerRole = (typeof MANAGER_ROLES)[number];
