// Login log and audit log of every change made through the admin API (RuoYi's sys_logininfor / sys_oper_log).
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const loginLogs = pgTable(
  'login_logs',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    role: text('role').notNull().default(''),
    success: boolean('success').notNull(),
    /** Message key of the outcome, e.g. auth.bad_credentials. */
    reason: text('reason').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    site: text('site').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_logs_created_idx').on(t.createdAt), index('login_logs_username_idx').on(t.username)],
);

export const auditLogs = pgTable(
  'audit_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    role: text('role').notNull(),
    /** What was done, e.g. user.create, menu.update. */
    action: text('action').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_logs_created_idx').on(t.createdAt), index('audit_logs_user_idx').on(t.userId)],
);
