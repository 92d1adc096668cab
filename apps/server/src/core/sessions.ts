// Live-session checks on every authenticated call: cached in process, revocations broadcast to every instance.
import { type MessageKey, NO_ACTIVITY_PATHS, type Role } from '@etp/contracts';
import type { Db, Tx } from '@/db/client.ts';
import { sessionEnded, unauthorized } from '@/lib/errors.ts';
import { GroupRead } from '@/lib/group-read.ts';
import { LocalCache } from '@/lib/local-cache.ts';
import type { SharedState } from '@/lib/shared-state.ts';

const ENDED_CHANNEL = 'session-ended';
/** Activity is written to the database at most this often per session. */
const ACTIVITY_PERSIST_MS = 30_000;
/**
 * How long a session the database last confirmed stays in the cache for the calls that confirm it again themselves
 * (`confirmedBy`): the heartbeats, whose batch reads the session row in the same transaction as the credit.
 */
const CONFIRMED_BY_CALL_MS = 60_000;
/** Session ids are UUIDs this server made (signed into the token); anything else is no session. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export type EndReason = Extract<MessageKey, `session.ended.${string}`>;

export interface LiveSession {
  id: string;
  userId: number;
  role: Role;
  siteId: number | null;
  endReason: EndReason | null;
  lastActivityAt: number;
  persistedActivityAt: number;
  /** When the database last said what this copy says (Date.now()). */
  confirmedAt: number;
}

/** A session row as a call that reads it itself found it (`SessionService.confirmed`). */
export interface SessionSeen {
  endReason: EndReason | null;
  lastActivityAt: number;
}

export interface NewSession {
  id: string;
  userId: number;
  role: Role;
  siteId: number | null;
  ip: string;
  userAgent: string;
}

/** The two learning-record heartbeats do not keep a session alive. */
export function countsAsActivity(path: string): boolean {
  return !NO_ACTIVITY_PATHS.includes(path);
}

/** A session row as the store keeps it. */
export interface StoredSession {
  id: string;
  userId: number;
  role: string;
  siteId: number | null;
  lastActivityAt: Date;
  endedAt: Date | null;
  endReason: string | null;
}

/**
 * Where sessions are kept: the sessions module, which owns their table, registers it at start-up. `db` is the
 * caller's transaction when it has one.
 */
export interface SessionStore {
  /** The rows of these sessions (the ones that exist). */
  rows(ids: string[]): Promise<StoredSession[]>;
  insert(session: NewSession, db?: Db | Tx): Promise<void>;
  /** Writes the last activity of a session. */
  touch(id: string, at: Date): Promise<void>;
  /** Ends the live sessions that match (one by id, or a user's, optionally in one role and but one); their ids. */
  end(
    which: { id: string } | { userId: number; role?: Role; exceptId?: string },
    reason: EndReason,
    db?: Db | Tx,
  ): Promise<string[]>;
}

export class SessionService {
  private readonly cache: LocalCache<LiveSession>;
  /**
   * Session rows read for cache misses: the misses that arrive while a read is under way go together in the next one
   * (a burst of calls after a quiet moment, or after a deployment emptied the cache).
   */
  private readonly rows: GroupRead<string, StoredSession>;
  private store: SessionStore | null = null;
  /** The routes (as registered) whose handler reads the session row itself, in its own transaction. */
  private readonly confirming = new Set<string>();
  /** The server's clock (milliseconds); tests move it. */
  now: () => number = Date.now;

  constructor(
    private readonly state: SharedState,
    private readonly idleTimeoutMs: number,
    private readonly cacheTtlMs: number,
  ) {
    // Kept past the TTL only for the confirming calls (a TTL of 0 caches nothing at all).
    this.cache = new LocalCache(cacheTtlMs > 0 ? Math.max(cacheTtlMs, CONFIRMED_BY_CALL_MS) : 0, 50_000);
    this.rows = new GroupRead(async (ids) => {
      const found = await this.stored().rows(ids);
      return new Map(found.map((row) => [row.id, row]));
    });
  }

  /** Where sessions are kept (the sessions module registers it at start-up). */
  keepIn(store: SessionStore): void {
    this.store = store;
  }

  private stored(): SessionStore {
    if (!this.store) throw new Error('no session store: the sessions module registers it');
    return this.store;
  }

  async start(): Promise<void> {
    await this.state.subscribe(ENDED_CHANNEL, (message) => {
      const { id, reason } = JSON.parse(message) as { id: string; reason: EndReason };
      const cached = this.cache.get(id);
      if (cached) cached.endReason = reason;
    });
  }

  async create(session: NewSession, db?: Db | Tx): Promise<void> {
    await this.stored().insert(session, db);
  }

  /**
   * A route whose handler reads its session row again in the transaction that does its work, and refuses the call
   * there when the database has ended the session or does not know it (the heartbeats' batch: record-batch.ts).
   * For it a cached copy older than the TTL is enough to start with: it costs no read of its own.
   */
  confirmedBy(route: string): void {
    this.confirming.add(route);
  }

  /** What a confirming call found in the database (null: no such session): the cached copy is as fresh as that. */
  confirmed(sessionId: string, seen: SessionSeen | null): void {
    if (!seen) {
      this.cache.delete(sessionId);
      return;
    }
    const cached = this.cache.get(sessionId);
    if (!cached) return;
    cached.confirmedAt = this.now();
    cached.endReason ??= seen.endReason;
    cached.lastActivityAt = Math.max(cached.lastActivityAt, seen.lastActivityAt);
  }

  /**
   * Checks the session is live; throws 401 when unknown and 402 with the reason when the server ended it. `path` is
   * the route as registered.
   */
  async check(sessionId: string, userId: number, path: string): Promise<LiveSession> {
    const now = this.now();
    let session: LiveSession | null | undefined = this.cache.get(sessionId);
    if (session && now - session.confirmedAt >= this.cacheTtlMs && !this.confirming.has(path)) session = undefined;
    session ??= await this.load(sessionId);
    if (!session || session.userId !== userId) throw unauthorized();
    if (session.endReason) throw sessionEnded(session.endReason);
    if (now - session.lastActivityAt > this.idleTimeoutMs) {
      // Another instance may have seen newer activity: ask the database before ending it.
      session = (await this.load(sessionId)) ?? session;
      if (session.endReason) throw sessionEnded(session.endReason);
      if (now - session.lastActivityAt > this.idleTimeoutMs) {
        await this.end(sessionId, 'session.ended.idle');
        throw sessionEnded('session.ended.idle');
      }
    }
    if (countsAsActivity(path)) {
      session.lastActivityAt = now;
      if (now - session.persistedActivityAt > ACTIVITY_PERSIST_MS) {
        session.persistedActivityAt = now;
        await this.stored().touch(sessionId, new Date(now));
      }
    }
    return session;
  }

  /** The session as the database has it now (a read that starts after this call), cached. */
  private async load(sessionId: string): Promise<LiveSession | null> {
    if (!SESSION_ID.test(sessionId)) return null;
    const row = await this.rows.get(sessionId);
    if (!row) return null;
    const lastActivityAt = row.lastActivityAt.getTime();
    const session: LiveSession = {
      id: row.id,
      userId: row.userId,
      role: row.role as Role,
      siteId: row.siteId,
      endReason: row.endedAt ? ((row.endReason ?? 'session.ended.logout') as EndReason) : null,
      lastActivityAt,
      persistedActivityAt: lastActivityAt,
      confirmedAt: this.now(),
    };
    this.cache.set(sessionId, session);
    return session;
  }

  /** Ends one session and tells every instance at once. */
  async end(sessionId: string, reason: EndReason, db?: Db | Tx): Promise<boolean> {
    const ended = await this.stored().end({ id: sessionId }, reason, db);
    await this.broadcast(sessionId, reason);
    return ended.length > 0;
  }

  /** Ends the user's other live sessions in a role (a student logging in again ends the older one). */
  endOthers(userId: number, role: Role, keepSessionId: string, reason: EndReason, db?: Db | Tx): Promise<string[]> {
    return this.stored().end({ userId, role, exceptId: keepSessionId }, reason, db);
  }

  /** Ends every live session of a user (optionally all but one) and tells every instance. */
  async endAllOf(userId: number, reason: EndReason, keepSessionId?: string): Promise<string[]> {
    const ended = await this.stored().end(keepSessionId ? { userId, exceptId: keepSessionId } : { userId }, reason);
    await Promise.all(ended.map((id) => this.broadcast(id, reason)));
    return ended;
  }

  async broadcast(sessionId: string, reason: EndReason): Promise<void> {
    const cached = this.cache.get(sessionId);
    if (cached) cached.endReason = reason;
    await this.state.publish(ENDED_CHANNEL, JSON.stringify({ id: sessionId, reason }));
  }

  /** Forgets cached state (tests that move the clock in the database use this). */
  forget(sessionId?: string): void {
    if (sessionId) this.cache.delete(sessionId);
    else this.cache.clear();
  }
}
