// Users: the signed-in user, account administration (list, create, edit, status, import) and passwords.
import { z } from 'zod';
import { entityId } from './common.ts';
import { pageQuery } from './envelope.ts';
import { MASKED_PHONE, MOBILE_PHONE } from './person-rules.ts';
import { roleSchema } from './roles.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './users.api.ts';

/** The signed-in user. */
export const userInfo = z.object({
  uid: z.number().int(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  roles: z.array(roleSchema),
  permissions: z.array(z.string()),
  address: z.string(),
  is_compare: z.union([z.literal(0), z.literal(1)]),
  domain: z.string(),
  /** 1 while the account must replace its initial password (a student enrolled by a teacher). */
  must_change_password: z.union([z.literal(0), z.literal(1)]).default(0),
});
export type UserInfo = z.infer<typeof userInfo>;

export const usernameSchema = z
  .string()
  .normalize('NFKC')
  .trim()
  .regex(/^[A-Za-z0-9_.-]{3,32}$/, { error: 'accounts.username_invalid' });
export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { error: 'accounts.password_too_short' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.too_long' });
const regionCode = z
  .string()
  .regex(/^\d{6}$/, { error: 'accounts.region_invalid' })
  .nullable();
/** A mobile number, or '' for none. */
const phone = z
  .string()
  .trim()
  .regex(/^(1[3-9]\d{9})?$/, { error: 'validation.phone_invalid' })
  .default('');
/** On a change also the masked number the list showed: it keeps the stored one (phones are kept encrypted). */
const phoneOrMasked = z
  .string()
  .trim()
  .regex(new RegExp(`^(${MOBILE_PHONE.source.slice(1, -1)}|${MASKED_PHONE.source.slice(1, -1)})?$`), {
    error: 'validation.phone_invalid',
  })
  .default('');
const roleList = z
  .array(roleSchema, { error: 'accounts.roles_required' })
  .min(1, { error: 'accounts.roles_required' })
  .max(7)
  .refine((roles) => new Set(roles).size === roles.length, { error: 'accounts.roles_duplicate' });

export const userListQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  role: roleSchema.optional(),
  status: z.enum(['active', 'disabled']).optional(),
  region: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
  institution_id: entityId.optional(),
  sort: z.enum(['created_at', 'username', 'name']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRow = z.object({
  id: z.number().int(),
  /** A login name that is a mobile number shows masked (138****1234): the account signs in with the full number. */
  username: z.string(),
  name: z.string(),
  /** Masked (138****1234); '' for none. */
  phone: z.string(),
  roles: z.array(roleSchema),
  region_code: z.string().nullable(),
  region_name: z.string(),
  institution_id: z.number().int().nullable(),
  institution_name: z.string(),
  status: z.enum(['active', 'disabled']),
  is_compare: z.number().int(),
  created_at: z.string(),
});
export type UserRow = z.infer<typeof userRow>;

export const userCreate = z.object({
  username: usernameSchema,
  name: z.string().trim().min(1, { error: 'validation.name_required' }).max(32, { error: 'validation.too_long' }),
  password: passwordSchema,
  roles: roleList,
  region_code: regionCode.default(null),
  institution_id: entityId.nullable().default(null),
  phone,
});
export type UserCreate = z.infer<typeof userCreate>;

export const userUpdate = userCreate.omit({ username: true, password: true }).extend({ phone: phoneOrMasked });
export type UserUpdate = z.infer<typeof userUpdate>;

export const userStatusBody = z.object({ status: z.enum(['active', 'disabled']) });
export const passwordResetBody = z.object({ password: passwordSchema });
export const passwordChangeBody = z.object({
  old_password: z.string().min(1, { error: 'validation.password_required' }).max(PASSWORD_MAX_LENGTH),
  new_password: passwordSchema,
});

export const importRefusal = z.object({ row: z.number().int(), username: z.string(), reason: z.string() });
export const importReport = z.object({ created: z.number().int(), refused: z.array(importRefusal) });
export type ImportReport = z.infer<typeof importReport>;
