// Login log (every attempt, success or not) and the audit log, searchable, paged and exportable.
import type { AuditLogQuery, LoginLogQuery, MessageKey, Page } from '@etp/contracts';
import { and, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/db/client.ts';
import { auditLogs, loginLogs } from '@/db/schema/logs.ts';
import { keywordCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { shownLoginName } from '@/lib/personal-data/index.ts';
import type { AuditRecord } from '@/plugins/audit.ts';

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
export const EXPORT_LIMIT = 50_000;

/** from/to as dates or datetimes; a bare date "to" includes that whole day. */
function dateFilters(column: AnyPgColumn, from?: string, to?: string): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, new Date(from)));
  if (to) where.push(lt(column, new Date(new Date(to).getTime() + (to.length === 10 ? DAY_MS : 1))));
  return where;
}

export class LogService {
  constructor(private readonly db: Db) {}

  /** A phone typed as login name is kept masked: the log shows who tried, not their number. */
  async recordLogin(attempt: LoginAttempt): Promise<void> {
    await this.db.insert(loginLogs).values({ ...attempt, username: shownLoginName(attempt.username).slice(0, 64) });
  }

  /** Writes one change to the audit log (the audit plugin describes every change made through the audited prefixes). */
  async recordAudit(record: AuditRecord): Promise<void> {
    await this.db.insert(auditLogs).values(record);
  }

  /** The login log, newest first; an export asks for one page of up to EXPORT_LIMIT rows. */
  async loginLogs(query: LoginLogFilters & PageRequest): Promise<Page<LoginLogRow>> {
    const where = and(
      ...dateFilters(loginLogs.createdAt, query.from, query.to),
      keywordCondition([loginLogs.username], query.username && shownLoginName(query.username)),
      query.ip ? eq(loginLogs.ip, query.ip) : undefined,
      query.success ? eq(loginLogs.success, query.success === '1') : undefined,
    );
    const rows = this.db.select().from(loginLogs).where(where).orderBy(desc(loginLogs.id)).$dynamic();
    const total = this.db.select({ n: count() }).from(loginLogs).where(where);
    return paginate(query, rows, total, (found) => found.map(toLoginRow));
  }

  /** The audit log, newest first. */
  async auditLogs(query: AuditLogFilters & PageRequest): Promise<Page<AuditLogRow>> {
    const where = and(
      ...dateFilters(auditLogs.createdAt, query.from, query.to),
      keywordCondition([auditLogs.username], query.username && shownLoginName(query.username)),
      keywordCondition([auditLogs.action], query.action),
    );
    const total = this.db.select({ n: count() }).from(auditLogs).where(where);
    return paginate(
      query,
      this.db.select().from(auditLogs).where(where).orderBy(desc(auditLogs.id)).$dynamic(),
      total,
      (found) => found.map(toAuditRow),
    );
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
