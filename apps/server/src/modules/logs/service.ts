// Login log (every attempt, success or not) and the audit log, searchable, paged and exportable.
import type { AuditLogQuery, LoginLogQuery, MessageKey, Page } from '@etp/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { auditLogs, loginLogs } from '@/db/schema/index.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';

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

export type LoginLogFilters = Omit<Partial<LoginLogQuery>, 'page' | 'size'>;
export type AuditLogFilters = Omit<Partial<AuditLogQuery>, 'page' | 'size'>;
export type LoginLogRow = ReturnType<typeof toLoginRow>;
export type AuditLogRow = ReturnType<typeof toAuditRow>;

const DAY_MS = 86_400_000;
/** An export stops at this many rows. */
const EXPORT_LIMIT = 50_000;

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

  private loginWhere(filters: LoginLogFilters) {
    return and(
      ...dateFilters(loginLogs.createdAt, filters.from, filters.to),
      keywordCondition([loginLogs.username], filters.username),
      filters.ip ? eq(loginLogs.ip, filters.ip) : undefined,
      filters.success ? eq(loginLogs.success, filters.success === '1') : undefined,
    );
  }

  private loginRows(filters: LoginLogFilters) {
    return this.db.select().from(loginLogs).where(this.loginWhere(filters)).orderBy(desc(loginLogs.id)).$dynamic();
  }

  async loginLogs(query: LoginLogQuery): Promise<Page<LoginLogRow>> {
    const total = this.db.select({ n: count() }).from(loginLogs).where(this.loginWhere(query));
    return paginate(query, this.loginRows(query), total, (rows) => rows.map(toLoginRow));
  }

  /** The same filters, no paging (bounded), for an export. */
  async loginLogRows(filters: LoginLogFilters): Promise<LoginLogRow[]> {
    return (await this.loginRows(filters).limit(EXPORT_LIMIT)).map(toLoginRow);
  }

  private auditWhere(filters: AuditLogFilters) {
    return and(
      ...dateFilters(auditLogs.createdAt, filters.from, filters.to),
      keywordCondition([auditLogs.username], filters.username),
      keywordCondition([auditLogs.action], filters.action),
    );
  }

  private auditRows(filters: AuditLogFilters) {
    return this.db.select().from(auditLogs).where(this.auditWhere(filters)).orderBy(desc(auditLogs.id)).$dynamic();
  }

  async auditLogs(query: AuditLogQuery): Promise<Page<AuditLogRow>> {
    const total = this.db.select({ n: count() }).from(auditLogs).where(this.auditWhere(query));
    return paginate(query, this.auditRows(query), total, (rows) => rows.map(toAuditRow));
  }

  async auditLogRows(filters: AuditLogFilters): Promise<AuditLogRow[]> {
    return (await this.auditRows(filters).limit(EXPORT_LIMIT)).map(toAuditRow);
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
