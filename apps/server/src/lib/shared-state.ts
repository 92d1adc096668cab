// Cross-instance state: a small key-value cache with expiry, fixed-window counters and pub/sub.
// Redis when REDIS_URL is set (shared by all instances), in-process otherwise.
import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

export interface SharedState {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  del(key: string): Promise<void>;
  /** Reads and deletes a value in one step: of several callers racing for a key, only one gets it. */
  take(key: string): Promise<string | null>;
  /** Adds one to a fixed-window counter and returns the count and the window's remaining ms. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetMs: number }>;
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, onMessage: (message: string) => void): Promise<void>;
  readonly redis: Redis | null;
  close(): Promise<void>;
}

export function memoryState(): SharedState {
  const values = new Map<string, { value: string; expiresAt: number }>();
  const bus = new EventEmitter();
  bus.setMaxListeners(100);
  const live = (key: string) => {
    const entry = values.get(key);
    if (entry && entry.expiresAt <= Date.now()) values.delete(key);
    return values.get(key);
  };
  return {
    redis: null,
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      values.set(key, { value, expiresAt: Date.now() + ttlMs });
    },
    async del(key) {
      values.delete(key);
    },
    async take(key) {
      const value = live(key)?.value ?? null;
      values.delete(key);
      return value;
    },
    async hit(key, windowMs) {
      const entry = live(key);
      const now = Date.now();
      if (!entry) {
        values.set(key, { value: '1', expiresAt: now + windowMs });
        return { count: 1, resetMs: windowMs };
      }
      entry.value = String(Number(entry.value) + 1);
      return { count: Number(entry.value), resetMs: entry.expiresAt - now };
    },
    async publish(channel, message) {
      bus.emit(channel, message);
    },
    async subscribe(channel, onMessage) {
      bus.on(channel, onMessage);
    },
    async close() {
      bus.removeAllListeners();
      values.clear();
    },
  };
}

export async function redisState(url: string, prefix: string): Promise<SharedState> {
  const options = { keyPrefix: prefix, maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: true };
  const redis = new Redis(url, options);
  const subscriber = new Redis(url, { ...options, keyPrefix: undefined });
  await Promise.all([redis.connect(), subscriber.connect()]);
  const handlers = new Map<string, ((message: string) => void)[]>();
  subscriber.on('message', (channel: string, message: string) => {
    for (const handler of handlers.get(channel) ?? []) handler(message);
  });
  return {
    redis,
    get: (key) => redis.get(key),
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', ttlMs);
    },
    async del(key) {
      await redis.del(key);
    },
    take: (key) => redis.getdel(key),
    async hit(key, windowMs) {
      const [[, count], [, ttl]] = (await redis.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec()) as [
        [null, number],
        [null, number],
        [null, number],
      ];
      return { count, resetMs: ttl > 0 ? ttl : windowMs };
    },
    async publish(channel, message) {
      await redis.publish(prefix + channel, message);
    },
    async subscribe(channel, onMessage) {
      const full = prefix + channel;
      if (!handlers.has(full)) {
        handlers.set(full, []);
        await subscriber.subscribe(full);
      }
      handlers.get(full)!.push(onMessage);
    },
    async close() {
      await Promise.allSettled([redis.quit(), subscriber.quit()]);
    },
  };
}
