// Login and audit logs: filters and rows.
import { z } from 'zod';
import { saneDate, saneDateTime } from './common.ts';
import { pageQuery } from './envelope.ts';

const dateRange = {
  from: saneDateTime().optional().or(saneDate().optional()),
  to: saneDateTime().optional().or(saneDate().optional()),
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
