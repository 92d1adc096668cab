// Account administration (users, online sessions, password), logs and the download centre (issue 4).
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { pageQuery } from './envelope.ts';
import { roleSchema } from './roles.ts';

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const idParams = z.object({ id });
export const uuidParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });

export const usernameSchema = z
  .string()
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
const phone = z
  .string()
  .trim()
  .regex(/^(1[3-9]\d{9})?$/, { error: 'validation.phone_invalid' })
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
  institution_id: id.optional(),
  sort: z.enum(['created_at', 'username', 'name']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const userRow = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
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
  institution_id: id.nullable().default(null),
  phone,
});
export type UserCreate = z.infer<typeof userCreate>;

export const userUpdate = userCreate.omit({ username: true, password: true });
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

export const sessionRow = z.object({
  id: z.string(),
  user_id: z.number().int(),
  username: z.string(),
  name: z.string(),
  role: roleSchema,
  site: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  created_at: z.string(),
  last_activity_at: z.string(),
  current: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
export const sessionListQuery = pageQuery.extend({
  username: z.string().trim().max(64).optional(),
  role: roleSchema.optional(),
});

const dateRange = {
  from: z.iso.datetime({ offset: true }).optional().or(z.iso.date().optional()),
  to: z.iso.datetime({ offset: true }).optional().or(z.iso.date().optional()),
};
export const loginLogQuery = pageQuery.extend({
  username: z.string().trim().max(64).optional(),
  ip: z.string().trim().max(64).optional(),
  success: z.enum(['0', '1']).optional(),
  ...dateRange,
});
export type LoginLogQuery = z.infer<typeof loginLogQuery>;
export const loginLogRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  success: z.boolean(),
  reason: z.string(),
  ip: z.string(),
  user_agent: z.string(),
  site: z.string(),
  created_at: z.string(),
});
export const auditLogQuery = pageQuery.extend({
  username: z.string().trim().max(64).optional(),
  action: z.string().trim().max(64).optional(),
  ...dateRange,
});
export type AuditLogQuery = z.infer<typeof auditLogQuery>;
export const auditLogRow = z.object({
  id: z.number().int(),
  username: z.string(),
  role: z.string(),
  action: z.string(),
  method: z.string(),
  path: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string(),
  created_at: z.string(),
});

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export const exportRow = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.string(),
  status: z.enum(EXPORT_STATUSES),
  progress: z.number().int(),
  size: z.number().int(),
  error: z.string(),
  url: z.string(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
  expires_at: z.string().nullable(),
});
export type ExportRow = z.infer<typeof exportRow>;
export const exportQueued = z.object({ id: z.number().int(), status: z.enum(EXPORT_STATUSES) });
