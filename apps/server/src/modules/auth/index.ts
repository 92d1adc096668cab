// The auth module: decorates `auth` (login with its limits and login log, token refresh with rotation and reuse
// detection, logout) and registers the token calls. The session check of every call is the core's `sessions`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LoginLimiter } from './login-limit.ts';
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
  const limiter = new LoginLimiter(
    app.state,
    config.LOGIN_LIMIT_PER_USERNAME,
    config.LOGIN_LIMIT_PER_IP,
    config.LOGIN_LIMIT_WINDOW_S,
  );
  app.decorate(
    'auth',
    new AuthService(app.db, app.tokens, app.sessions, app.profiles, limiter, app.logs, app.personalData),
  );
  await app.register(authRoutes);
}

export default fp(authModule, { name: 'auth', dependencies: ['core', 'audit', 'logs', 'sites'] });
