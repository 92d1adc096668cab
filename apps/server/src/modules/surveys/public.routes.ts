// Surveys on the portal: an open survey (no token), a visitor's answer (browser key, captcha, per-address limit)
// and a signed-in person's answer (one each).
import {
  envelope,
  idParams,
  publicSurvey,
  publicSurveyItem,
  SURVEY_LIMITS,
  SURVEYS_API,
  surveyAnonymousAnswer,
  surveyReceipt,
  surveySignedInAnswer,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verifyCaptcha } from '@/modules/captcha/index.ts';
import { authOf } from '@/plugins/auth.ts';
import { crud } from '@/plugins/crud.ts';
import type { SurveyService } from './service.ts';

const HOUR = 3_600_000;
const surveyReceiptEnvelope = envelope(surveyReceipt);

export const surveyPublicRoutes: FastifyPluginAsyncZod<{ surveys: SurveyService }> = async (app, { surveys }) => {
  const tags = ['surveys'];
  const ipHash = (ip: string) => app.personalData.lookupHash(`ip:${ip}`);

  const open = crud(app, { tags, read: 'public', edit: 'public' });
  open.get(SURVEYS_API.publicList, {
    summary: 'The surveys that take answers now (the portal tile lists them)',
    data: z.array(publicSurveyItem),
    run: () => surveys.publicList(),
  });
  open.get(SURVEYS_API.publicOne, {
    summary: 'A published survey as the portal shows it (open says whether it takes answers now)',
    params: idParams,
    data: publicSurvey,
    run: (request) => surveys.publicOne(request.params),
  });

  app.post(SURVEYS_API.answer, {
    config: {
      access: 'public',
      rateLimit: { max: SURVEY_LIMITS.anonymousPerIpPerHour, windowMs: HOUR, name: 'survey-answer' },
    },
    schema: {
      tags,
      summary: "A visitor's answer: one per browser, captcha checked once the answers are right",
      params: idParams,
      body: surveyAnonymousAnswer,
      response: { 201: surveyReceiptEnvelope },
    },
    handler: async (request, reply) => {
      const { answers, browser_key, captcha } = request.body;
      const receipt = await surveys.answer(
        request.params,
        { browserKey: browser_key, ipHash: ipHash(request.ip) },
        answers,
        {
          otherFields: captcha ? {} : { captcha: 'captcha.required' },
          beforeStore: () => verifyCaptcha(request, captcha),
        },
      );
      return reply.ok(receipt, 'surveys.submitted', 201);
    },
  });

  app.post(SURVEYS_API.answerSignedIn, {
    config: { access: 'signed-in', rateLimit: { max: 60, windowMs: HOUR, per: 'user' } },
    schema: {
      tags,
      summary: "A signed-in person's answer: one per person",
      params: idParams,
      body: surveySignedInAnswer,
      response: { 201: surveyReceiptEnvelope },
    },
    handler: async (request, reply) => {
      const receipt = await surveys.answer(
        request.params,
        { userId: authOf(request).userId, ipHash: ipHash(request.ip) },
        request.body.answers,
      );
      return reply.ok(receipt, 'surveys.submitted', 201);
    },
  });
};
