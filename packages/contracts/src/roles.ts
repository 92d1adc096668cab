// Roles and permission strings: the role schema and role administration.
import { z } from 'zod';
import { boundedText, entityId } from './common.ts';
import { ROLES } from './roles.api.ts';

export const roleSchema = z.enum(ROLES);

/** Permission strings: `module:action[:more]`, `*` for any segment (`*:*:*` is everything). */
export const PERMISSION_PATTERN = /^[a-z*][\w*]*(:[\w*]+)*$/;
export const permissionString = z
  .string()
  .trim()
  .max(100, { error: 'validation.too_long' })
  .regex(PERMISSION_PATTERN, { error: 'admin.permission_invalid' });

export const roleKeyParams = z.object({ key: roleSchema });
export const adminRole = z.object({
  key: roleSchema,
  name: z.string(),
  /** The English name; empty when there is none (the Chinese one shows). */
  name_en: z.string(),
  permissions: z.array(z.string()),
  menu_ids: z.array(z.number().int()),
  order_num: z.number().int(),
});
export type AdminRole = z.infer<typeof adminRole>;
export const roleUpdate = z.object({
  name: boundedText(32, 'admin.role_name_required'),
  name_en: boundedText(64).default(''),
  permissions: z
    .array(permissionString, { error: 'admin.permission_invalid' })
    .max(200)
    .transform((list) => [...new Set(list)]),
});
export type RoleUpdate = z.infer<typeof roleUpdate>;
export const roleMenusUpdate = z.object({
  menu_ids: z
    .array(entityId, { error: 'validation.invalid' })
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
});
