// Online sessions: administrators list and end any live session; users list and end their own.
import type { Role, SessionRow } from '@etp/contracts';
import { and, count, desc, eq, gt, ilike, isNull, type SQL } from 'drizzle-orm';
import type { SessionService } from '@/core/sessions.ts';
import type { Db } from '../../db/client.ts';
import { sessions, sites, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { likePattern } from '../accounts/service.ts';

export class OnlineSessionService {
  constructor(
    private readonly db: Db,
    private readonly sessionService: SessionService,
    private readonly idleTimeoutMs: number,
  ) {}

  private live(): SQL {
    return and(isNull(sessions.endedAt), gt(sessions.lastActivityAt, new Date(Date.now() - this.idleTimeoutMs)))!;
  }

  async list(
    filter: { page: number; size: number; username?: string; role?: Role; userId?: number },
    currentSessionId: string,
  ): Promise<{ list: SessionRow[]; total: number }> {
    const where = and(
      this.live(),
      filter.userId !== undefined ? eq(sessions.userId, filter.userId) : undefined,
      filter.username ? ilike(users.username, likePattern(filter.username)) : undefined,
      filter.role ? eq(sessions.role, filter.role) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ session: sessions, username: users.username, name: users.name, site: sites.domain })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .leftJoin(sites, eq(sites.id, sessions.siteId))
        .where(where)
        .orderBy(desc(sessions.lastActivityAt))
        .limit(filter.size)
        .offset((filter.page - 1) * filter.size),
      this.db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(where),
    ]);
    return {
      list: rows.map(({ session, username, name, site }) => ({
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
      total: total?.n ?? 0,
    };
  }

  /** Ends a live session (only the owner's when ownerId is given); the user's next call gets HTTP 402. */
  async end(sessionId: string, reason: 'session.ended.forced' | 'session.ended.logout', ownerId?: number) {
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
