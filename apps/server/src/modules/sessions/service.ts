// Online sessions: administrators list and end any live session; users list and end their own.
import type { Page, Role, SessionRow } from '@etp/contracts';
import { and, count, desc, eq, gt, isNull, type SQL, sql } from 'drizzle-orm';
import type { SessionService } from '@/core/sessions.ts';
import type { Db } from '@/db/client.ts';
import { sessions } from '@/db/schema/sessions.ts';
import { notFound } from '@/lib/errors.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { shownLoginName } from '@/lib/personal-data/index.ts';
import { siteDomainOf } from '@/modules/sites/index.ts';
import { userNameOf, usernameMatches, usernameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export interface SessionFilters {
  username?: string | undefined;
  role?: Role | undefined;
  /** Only this user's sessions. */
  userId?: number | undefined;
}

export class OnlineSessionService {
  constructor(
    private readonly db: Db,
    private readonly sessionService: SessionService,
    private readonly idleTimeoutMs: number,
  ) {}

  private live(): SQL {
    return and(isNull(sessions.endedAt), gt(sessions.lastActivityAt, new Date(Date.now() - this.idleTimeoutMs)))!;
  }

  private where(filters: SessionFilters) {
    return and(
      this.live(),
      filters.userId !== undefined ? eq(sessions.userId, filters.userId) : undefined,
      // A phone login name is stored as its mask: a whole number typed here looks for that.
      usernameMatches(sessions.userId, filters.username && shownLoginName(filters.username)),
      filters.role ? eq(sessions.role, filters.role) : undefined,
    );
  }

  private withNames(filters: SessionFilters) {
    return this.db
      .select({
        session: sessions,
        username: sql<string>`${usernameOf(sessions.userId)}`,
        name: sql<string>`${userNameOf(sessions.userId)}`,
        site: siteDomainOf(sessions.siteId),
      })
      .from(sessions)
      .where(this.where(filters))
      .orderBy(desc(sessions.lastActivityAt))
      .$dynamic();
  }

  /** Live sessions, the caller's own marked as current. */
  async list(query: PageRequest & SessionFilters, currentSessionId: string): Promise<Page<SessionRow>> {
    const total = this.db.select({ n: count() }).from(sessions).where(this.where(query));
    return paginate(query, this.withNames(query), total, (rows) =>
      rows.map(({ session, username, name, site }) => ({
        id: session.id,
        user_id: session.userId,
        username,
        name,
        role: session.role as Role,
        site: site ?? '',
        ip: session.ip,
        user_agent: session.userAgent,
        created_at: session.createdAt.toISOString(),
        last_activity_at: session.lastActivityAt.toISOString(),
        current: session.id === currentSessionId,
      })),
    );
  }

  /** Every live session, for an export. */
  async exportRows() {
    return (await this.withNames({})).map(({ session, ...who }) => ({
      ...who,
      role: session.role,
      ip: session.ip,
      createdAt: session.createdAt.toISOString(),
      lastActivityAt: session.lastActivityAt.toISOString(),
    }));
  }

  /** An administrator ends any live session: the user's next call gets HTTP 402. */
  async force(actor: Actor, sessionId: string): Promise<void> {
    const before = await this.end(sessionId, 'session.ended.forced');
    actor.audit({ action: 'session.forceLogout', targetType: 'session', targetId: sessionId, before });
  }

  /** A user ends one of their own sessions. */
  async endOwn(actor: Actor, sessionId: string): Promise<void> {
    await this.end(sessionId, 'session.ended.logout', actor.userId);
  }

  /** Ends a live session (only the owner's when ownerId is given). */
  private async end(sessionId: string, reason: 'session.ended.forced' | 'session.ended.logout', ownerId?: number) {
    const [row] = await this.db
      .select({ id: sessions.id, userId: sessions.userId, role: sessions.role })
      .from(sessions)
      .where(
        and(eq(sessions.id, sessionId), this.live(), ownerId !== undefined ? eq(sessions.userId, ownerId) : undefined),
      )
      .limit(1);
    if (!row) throw notFound('sessions.not_found');
    await this.sessionService.end(sessionId, reason);
    return row;
  }
}
