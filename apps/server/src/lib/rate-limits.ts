// Request counters for rate limits: counted in process on every request, reconciled with Redis in batches.
//
// A Redis round trip per request cost 10-60 µs of CPU on the hottest calls. Instead each instance counts locally
// (a Map lookup) and, every `syncMs`, sends what it counted since the last sync in one pipeline (INCRBY per key)
// and learns the total of every instance from the answers. An instance therefore sees the others' requests up
// to `syncMs` late: across N instances a client can pass the limit by at most what it sends to the other
// instances in one sync interval. That is fine for a coarse per-address limit against floods; limits that must be
// exact across instances (login attempts) count in Redis on every attempt (SharedState.hit).
import type { Redis } from 'ioredis';

/** One key's fixed window: the total Redis gave at the last sync, what is on its way there, what is counted since. */
interface Window {
  endsAt: number;
  synced: number;
  sending: number;
  pending: number;
}

/** One limit: at most `max` requests per key (an address, a user) in each window of `windowMs`. */
export class RateLimit {
  /** Windows by key; a window that has ended is replaced on the key's next request and swept on sync. */
  readonly windows = new Map<string, Window>();

  constructor(
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
  ) {}

  /** Counts one request of `key`: 0 while it is within the limit, else the ms until its window ends. */
  hit(key: string, now: number): number {
    let window = this.windows.get(key);
    if (window === undefined || window.endsAt <= now) {
      window = { endsAt: now + this.windowMs, synced: 0, sending: 0, pending: 0 };
      this.windows.set(key, window);
    }
    window.pending++;
    return window.synced + window.sending + window.pending > this.max ? window.endsAt - now : 0;
  }

  /** Drops the windows that have ended (their keys have not come back since). */
  sweep(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

export interface RateLimitsOptions {
  /** Shared counts; null keeps them in this process (one instance: exact). */
  redis: Redis | null;
  /** How often the counts are sent to Redis and ended windows dropped. */
  syncMs: number;
  /** Told when Redis stops answering (counting goes on locally) and when it answers again. */
  onSyncFailure(error: Error | null): void;
}

/** Every rate limit of one instance, and the loop that reconciles their counts with Redis. */
export class RateLimits {
  readonly #limits = new Map<string, RateLimit>();
  readonly #options: RateLimitsOptions;
  #timer: NodeJS.Timeout | undefined;
  #syncing: Promise<void> | null = null;
  #failing = false;

  constructor(options: RateLimitsOptions) {
    this.#options = options;
  }

  /** The limit of this name; two routes that name the same limit share its counts. */
  limit(name: string, max: number, windowMs: number): RateLimit {
    const existing = this.#limits.get(name);
    if (existing) {
      if (existing.max !== max || existing.windowMs !== windowMs) {
        throw new Error(`rate limit "${name}" is declared twice with different settings`);
      }
      return existing;
    }
    const limit = new RateLimit(name, max, windowMs);
    this.#limits.set(name, limit);
    return limit;
  }

  start(): void {
    this.#timer ??= setInterval(() => void this.sync(), this.#options.syncMs);
    this.#timer.unref();
  }

  /** Stops the loop and sends what is still pending, so a stopping instance's counts are not lost. */
  async stop(): Promise<void> {
    clearInterval(this.#timer);
    this.#timer = undefined;
    await this.sync();
  }

  /** Sends the counts made since the last sync and takes the totals of all instances; one sync at a time. */
  sync(): Promise<void> {
    this.#syncing ??= this.#sync().finally(() => {
      this.#syncing = null;
    });
    return this.#syncing;
  }

  async #sync(): Promise<void> {
    const now = Date.now();
    for (const limit of this.#limits.values()) limit.sweep(now);
    const { redis } = this.#options;
    if (!redis) return;
    const batch: { key: string; windowMs: number; window: Window }[] = [];
    for (const limit of this.#limits.values()) {
      for (const [key, window] of limit.windows) {
        if (window.pending === 0) continue;
        // Requests counted while the pipeline is out stay pending for the next sync.
        window.sending = window.pending;
        window.pending = 0;
        batch.push({ key: `rl:${limit.name}:${key}`, windowMs: limit.windowMs, window });
      }
    }
    if (batch.length === 0) return;
    const pipeline = redis.pipeline();
    for (const { key, windowMs, window } of batch) {
      // The first instance to count a key starts its window in Redis (NX); the others adopt its end.
      pipeline.incrby(key, window.sending).pexpire(key, windowMs, 'NX').pttl(key);
    }
    try {
      const results = await pipeline.exec();
      if (!results) throw new Error('the Redis pipeline was discarded');
      const answeredAt = Date.now();
      let failure: Error | null = null;
      batch.forEach(({ window }, i) => {
        const [incrError, total] = results[i * 3] ?? [];
        const [, ttl] = results[i * 3 + 2] ?? [];
        if (incrError || typeof total !== 'number') {
          failure ??= incrError ?? new Error(`Redis answered ${String(total)} to INCRBY`);
          unsent(window); // not counted in Redis: keep counting it here
          return;
        }
        window.synced = total;
        window.sending = 0;
        if (typeof ttl === 'number' && ttl > 0) window.endsAt = answeredAt + ttl;
      });
      this.#report(failure);
    } catch (error) {
      for (const { window } of batch) unsent(window);
      this.#report(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Says when syncing starts failing and when it works again, not on every tick. */
  #report(error: Error | null): void {
    if ((error !== null) === this.#failing) return;
    this.#failing = error !== null;
    this.#options.onSyncFailure(error);
  }
}

/** A count Redis did not take goes back to pending, to be sent again with the next sync. */
function unsent(window: Window): void {
  window.pending += window.sending;
  window.sending = 0;
}
