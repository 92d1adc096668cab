// The sign-in sessions and their refresh tokens as the platform's session check (core/sessions.ts) and the sign-in
// (the auth module) keep them: this module owns their tables.
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { SessionStore } from '@/core/sessions.ts';
import { anyOf } from '@/db/any-of.ts';
import type { Db, Tx } from '@/db/client.ts';
import { refreshTokens, sessions } from '@/db/schema/sessions.ts';

/** The store the core's session check reads and writes through (registered at start-up). */
export function sessionStore(db: Db): SessionStore {
  return {
    rows: (ids) =>
      db
        .select()
        .from(sessions)
        .where(anyOf(sessions.id, ids, 'uuid')),
    async insert(session, on = db) {
      await on.insert(sessions).values(session);
    },
    async touch(id, at) {
      await db.update(sessions).set({ lastActivityAt: at }).where(eq(sessions.id, id));
    },
    async end(which, reason, on = db) {
      const ended = await on
        .update(sessions)
        .set({ endedAt: new Date(), endReason: reason })
        .where(
          'id' in which
            ? and(eq(sessions.id, which.id), isNull(sessions.endedAt))
            : and(
                eq(sessions.userId, which.userId),
                which.role ? eq(sessions.role, which.role) : undefined,
                isNull(sessions.endedAt),
                which.exceptId ? ne(sessions.id, which.exceptId) : undefined,
              ),
        )
        .returning({ id: sessions.id });
      return ended.map((s) => s.id);
    },
  };
}

export type RefreshToken = typeof refreshTokens.$inferSelect;
export type SessionRecord = typeof sessions.$inferSelect;

/** Records a session's refresh token (by its hash). */
export async function addRefreshToken(
  db: Db | Tx,
  token: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db.insert(refreshTokens).values(token);
}

/** The refresh token with this hash and its session, or null. */
export async function refreshTokenByHash(
  db: Db,
  hash: string,
): Promise<{ token: RefreshToken; session: SessionRecord } | null> {
  const [row] = await db
    .select({ token: refreshTokens, session: sessions })
    .from(refreshTokens)
    .innerJoin(sessions, eq(refreshTokens.sessionId, sessions.id))
    .where(eq(refreshTokens.tokenHash, hash))
    .limit(1);
  return row ?? null;
}

/**
 * Replaces a refresh token by the next one and marks the session active, in one transaction. Only one of two racing
 * rotations wins: false for the loser (the token was already rotated).
 */
export function rotateRefreshToken(
  db: Db,
  tokenId: number,
  next: { sessionId: string; tokenHash: string; expiresAt: Date },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ rotatedAt: new Date() })
      .where(and(eq(refreshTokens.id, tokenId), isNull(refreshTokens.rotatedAt)))
      .returning({ id: refreshTokens.id });
    if (claimed.length === 0) return false;
    await tx.insert(refreshTokens).values(next);
    await tx.update(sessions).set({ lastActivityAt: new Date() }).where(eq(sessions.id, next.sessionId));
    return true;
  });
}
