// GET /p/v1/captcha: a new image captcha for a public form, limited per IP (the answer is checked by the form's route).
import { CAPTCHA_API, captchaChallenge, envelope } from '@etp/contracts';
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
      summary: 'A new captcha: its id and an SVG image; answer it once, within 5 minutes, with the form it protects',
      response: { 200: envelope(captchaChallenge) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.ok(await captcha.issue());
    },
  });
};
