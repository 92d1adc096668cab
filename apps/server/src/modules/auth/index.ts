// The auth module: decorates `auth` (login with its limits and login log, token refresh with rotation and reuse
// detection, logout) and registers the token calls. The session check of every call is the core's `sessions`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AttemptLimiter } from '@/lib/attempt-limit.ts';
import { authRoutes } from './routes.ts';
import { AuthService } from './service.ts';

export type { AuthService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthService;
  }
}

async function authModule(app: FastifyInstance) {
  const { config } = app;
  // Wrong passwords slow the (username, address) pair; an address is limited in its failures across usernames.
  const limiter = new AttemptLimiter(
    app.state,
    'login',
    {
      freeFailures: config.LOGIN_LIMIT_PER_USERNAME,
      perAddress: config.LOGIN_LIMIT_PER_IP,
      windowS: config.LOGIN_LIMIT_WINDOW_S,
    },
    'error.login_rate_limited',
  );
  app.decorate(
    'auth',
    new AuthService(app.db, app.tokens, app.sessions, app.profiles, limiter, app.logs, app.personalData),
  );
  await app.register(authRoutes);
}

export default fp(authModule, { name: 'auth', dependencies: ['core', 'audit', 'logs', 'sites'] });
