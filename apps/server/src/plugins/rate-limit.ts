// Rate limits: one per client address on every route, or a route's own limit where it declares one.
//
// Counting is a Map lookup on the request's path; the counts of all instances meet in Redis in batches
// (lib/rate-limits.ts). A route opts out with `config: { rateLimit: false }` (health checks, static files) or
// takes its own limit instead of the global one with `config: { rateLimit: { max, windowMs, per } }`.
import type { FastifyInstance, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import { tooManyRequests } from '../lib/errors.ts';
import { type RateLimit, RateLimits } from '../lib/rate-limits.ts';

/** A route's own limit: at most `max` requests in `windowMs`, per client address or per signed-in user. */
export interface RouteRateLimit {
  max: number;
  windowMs: number;
  /** 'user' counts each signed-in user apart (a class behind one address); callers without a session by address. */
  per?: 'ip' | 'user';
  /** Routes that give the same name share one count. Default: the route's method and URL. */
  name?: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: no limit; an object: this route's own limit instead of the global one (see RouteRateLimit). */
    rateLimit?: false | RouteRateLimit;
  }
  interface FastifyInstance {
    rateLimits: RateLimits;
  }
}

export interface RateLimitOptions {
  /** Where the instances' counts meet; null: this process only. */
  redis: Redis | null;
  /** The global limit per client address. */
  max: number;
  windowMs: number;
  /** How often counts are reconciled with Redis. */
  syncMs: number;
}

/** Counts one request of `key`; once over the limit, a 429 saying how long to wait. */
function count(limit: RateLimit, key: string, done: HookHandlerDoneFunction): void {
  const waitMs = limit.hit(key, Date.now());
  done(waitMs > 0 ? tooManyRequests('error.rate_limited', Math.max(1, Math.ceil(waitMs / 1000))) : undefined);
}

const byAddress = (request: FastifyRequest) => request.ip;
const byUser = (request: FastifyRequest) => (request.auth ? `user:${request.auth.userId}` : request.ip);

async function rateLimitPlugin(app: FastifyInstance, options: RateLimitOptions) {
  const limits = new RateLimits({
    redis: options.redis,
    syncMs: options.syncMs,
    onSyncFailure: (error) => {
      if (error) app.log.warn({ err: error }, 'rate limits: Redis does not answer, counting in this instance only');
      else app.log.info('rate limits: Redis answers again');
    },
  });
  app.decorate('rateLimits', limits);

  const global = limits.limit('global', options.max, options.windowMs);
  // An app-wide hook runs before the route's own (authentication among them), unknown paths included, so a flood
  // is turned away before it costs anything.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config.rateLimit !== undefined) return done();
    count(global, request.ip, done);
  });

  app.addHook('onRoute', (route) => {
    const own = route.config?.rateLimit;
    if (!own) return;
    const method = [route.method].flat().join(',');
    const limit = limits.limit(own.name ?? `${method === 'HEAD' ? 'GET' : method} ${route.url}`, own.max, own.windowMs);
    const keyOf = own.per === 'user' ? byUser : byAddress;
    // After the route's authentication hook (plugins/auth.ts puts it first), so request.auth is known here.
    const hook: onRequestHookHandler = (request, _reply, done) => count(limit, keyOf(request), done);
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, hook];
  });

  app.addHook('onReady', (done) => {
    limits.start();
    done();
  });
  // The counts made since the last sync still go to Redis before the connection closes.
  app.addHook('onClose', () => limits.stop());
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['http'] });
