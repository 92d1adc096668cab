// GET /p/v1/captcha: a new proof-of-work challenge for a public form, limited per IP (the solution is checked by the
// form's route).
import { CAPTCHA_API, CAPTCHA_TTL_S, captchaChallenge, envelope } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { captcha, config } = app;
  app.get(CAPTCHA_API.challenge, {
    config: {
      access: 'public',
      rateLimit: { max: config.CAPTCHA_LIMIT_PER_IP, windowMs: config.CAPTCHA_LIMIT_WINDOW_S * 1000, name: 'captcha' },
    },
    schema: {
      tags: ['captcha'],
      summary: `A new ALTCHA challenge (proof of work, signed); send its solution once, within ${CAPTCHA_TTL_S / 60} minutes, with the form it protects`,
      response: { 200: envelope(captchaChallenge) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await captcha.issue());
    },
  });
};
