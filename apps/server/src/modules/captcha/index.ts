// The captcha module: decorates `captcha` (ALTCHA proof-of-work challenges, spent once in the shared state) and
// registers GET /p/v1/captcha; a public form route demands a solution with `requireCaptcha` (or `verifyCaptcha` in
// its handler).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CaptchaChallenges } from '@/lib/captcha/proof-of-work.ts';
import { captchaRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaChallenges;
  }
}

/**
 * A route's `preHandler`: checks the body's `captcha` (add `captchaAnswer.shape` to the body schema) before the
 * handler runs, answering 400 on the `captcha` field when it is not a solution of this server's, has expired or was
 * sent before. Runs after validation, so a form with other mistakes keeps its solution; once accepted, it is spent.
 */
export async function requireCaptcha(request: FastifyRequest): Promise<void> {
  const { captcha } = (request.body ?? {}) as { captcha?: unknown };
  await verifyCaptcha(request, typeof captcha === 'string' ? captcha : '');
}

/** The same check for a handler that reads the solution elsewhere: throws the 400, spends the challenge. */
export const verifyCaptcha = (request: FastifyRequest, payload: string) => request.server.captcha.verify(payload);

async function captchaModule(app: FastifyInstance) {
  app.decorate('captcha', new CaptchaChallenges(app.state, app.config.tokenSecret, app.config.CAPTCHA_MAX_NUMBER));
  await app.register(captchaRoutes);
}

export default fp(captchaModule, { name: 'captcha', dependencies: ['core'] });
