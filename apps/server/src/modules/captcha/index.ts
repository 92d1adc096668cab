// The captcha module: decorates `captcha` (image challenges kept in the shared state) and registers GET /p/v1/captcha;
// a public form route demands a solved captcha with `requireCaptcha` (or `verifyCaptcha` in its handler).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CaptchaStore } from '@/lib/captcha/store.ts';
import { captchaRoutes } from './routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaStore;
  }
}

/**
 * A route's `preHandler`: checks the body's `captcha_id` and `captcha` (add `captchaAnswer.shape` to the body
 * schema) before the handler runs, answering 400 on the `captcha` field when wrong or expired. Runs after
 * validation, so a form with other mistakes keeps its captcha; once checked, the captcha is used up.
 */
export async function requireCaptcha(request: FastifyRequest): Promise<void> {
  const body = (request.body ?? {}) as { captcha_id?: unknown; captcha?: unknown };
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  await verifyCaptcha(request, text(body.captcha_id), text(body.captcha));
}

/** The same check for a handler that reads the answer elsewhere: throws the 400, consumes the captcha. */
export const verifyCaptcha = (request: FastifyRequest, id: string, answer: string) =>
  request.server.captcha.verify(id, answer);

async function captchaModule(app: FastifyInstance) {
  app.decorate('captcha', new CaptchaStore(app.state, undefined, undefined, app.config.CAPTCHA_TEST_ANSWER));
  await app.register(captchaRoutes);
}

export default fp(captchaModule, { name: 'captcha', dependencies: ['core'] });
