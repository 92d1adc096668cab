// Login log (every attempt, success or not) and the audit log, searchable and exportable.
import type { AuditLogQuery, LoginLogQuery, MessageKey } from '@etp/contracts';
import { and, count, desc, eq, gte, ilike, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { auditLogs, loginLogs } from '../../db/schema/index.ts';
import { likePattern } from '../accounts/service.ts';

export interface LoginAttempt {
  username: string;
  userId: number | null;
  role: string;
  success: boolean;
  reason: MessageKey | '';
  ip: string;
  userAgent: string;
  site: string;
}

const DAY_MS = 86_400_000;

/** from/to as dates or datetimes; a bare date "to" includes that whole day. */
function dateFilters(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, new Date(from)));
  if (to) where.push(lt(column, new Date(new Date(to).getTime() + (to.length === 10 ? DAY_MS : 1))));
  return where;
}

export class LogService {
  constructor(private readonly db: Db) {}

  async recordLogin(attempt: LoginAttempt): Promise<void> {
    await this.db.insert(loginLogs).values({ ...attempt, username: attempt.username.slice(0, 64) });
  }

  private loginWhere(query: Partial<LoginLogQuery>) {
    const where: SQL[] = [...dateFilters(loginLogs.createdAt, query.from, query.to)];
    if (query.username) where.push(ilike(loginLogs.username, likePattern(query.username)));
    if (query.ip) where.push(eq(loginLogs.ip, query.ip));
    if (query.success) where.push(eq(loginLogs.success, query.success === '1'));
    return and(...where);
  }

  async loginLogs(query: LoginLogQuery) {
    const where = this.loginWhere(query);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(loginLogs)
        .where(where)
        .orderBy(desc(loginLogs.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(loginLogs).where(where),
    ]);
    return { list: rows.map(toLoginRow), total: total?.n ?? 0 };
  }

  async loginLogRows(query: Partial<LoginLogQuery>, limit = 50_000) {
    const rows = await this.db
      .select()
      .from(loginLogs)
      .where(this.loginWhere(query))
      .orderBy(desc(loginLogs.id))
      .limit(limit);
    return rows.map(toLoginRow);
  }

  private auditWhere(query: Partial<AuditLogQuery>) {
    const where: SQL[] = [...dateFilters(auditLogs.createdAt, query.from, query.to)];
    if (query.username) where.push(ilike(auditLogs.username, likePattern(query.username)));
    if (query.action) where.push(ilike(auditLogs.action, likePattern(query.action)));
    return and(...where);
  }

  async auditLogs(query: AuditLogQuery) {
    const where = this.auditWhere(query);
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLogs)
        .where(where)
        .orderBy(desc(auditLogs.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(auditLogs).where(where),
    ]);
    return { list: rows.map(toAuditRow), total: total?.n ?? 0 };
  }

  async auditLogRows(query: Partial<AuditLogQuery>, limit = 50_000) {
    const rows = await this.db
      .select()
      .from(auditLogs)
      .where(this.auditWhere(query))
      .orderBy(desc(auditLogs.id))
      .limit(limit);
    return rows.map(toAuditRow);
  }
}

function toLoginRow(row: typeof loginLogs.$inferSelect) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    success: row.success,
    reason: row.reason,
    ip: row.ip,
    user_agent: row.userAgent,
    site: row.site,
    created_at: row.createdAt.toISOString(),
  };
}

function toAuditRow(row: typeof auditLogs.$inferSelect) {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    action: row.action,
    method: row.method,
    path: row.path,
    target_type: row.targetType,
    target_id: row.targetId,
    before: row.before,
    after: row.after,
    ip: row.ip,
    created_at: row.createdAt.toISOString(),
  };
}
