// The captcha module's public surface: its routes, and what a public form route uses to demand a solved captcha.
import type { FastifyRequest } from 'fastify';

export { captchaRoutes } from './routes.ts';

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
  request.server.ctx.captcha.verify(id, answer);
