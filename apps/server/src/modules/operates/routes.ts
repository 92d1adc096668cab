// The operate guide and the new-feature list: what signed-in users are shown (not students), and
// their administration.
import {
  adminFaq,
  adminFeature,
  adminGuide,
  chatAnswer,
  chatQuery,
  envelope,
  faqInput,
  featureInput,
  functionInfo,
  functionShow,
  guideInput,
  guideRoleParams,
  idParams,
  OPERATES_API,
  operateInfo,
  operateShow,
  pageOf,
  pageQuery,
  ROLES,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud, resource } from '@/plugins/crud.ts';
import type { FeatureAdmin, GuideAdmin } from './admin.service.ts';
import type { FaqService } from './faq.service.ts';

const NOT_STUDENTS = { roles: ROLES.filter((r) => r !== 'student') };

export interface OperateRoutesOptions {
  guides: GuideAdmin;
  features: FeatureAdmin;
  faqs: FaqService;
}

/** Questions to the chat per IP and hour: enough for a person, not for a scraper. */
const CHAT_RATE_LIMIT = { max: 60, windowMs: 3_600_000 };

export const operateRoutes: FastifyPluginAsyncZod<OperateRoutesOptions> = async (app, { guides, features, faqs }) => {
  const { operates } = app;
  const shown = crud(app, { tags: ['operates'], read: NOT_STUDENTS, edit: NOT_STUDENTS });
  shown.get(OPERATES_API.operateShow, {
    summary: 'Whether the guide should open by itself',
    data: operateShow,
    run: (request) => operates.operateShow(actorOf(request)),
  });
  shown.get(OPERATES_API.functionShow, {
    summary: 'Whether to show the new-feature badge',
    data: functionShow,
    run: (request) => operates.functionShow(actorOf(request)),
  });
  // The guide's text is every role's: the student reads theirs as the manual (/studentFront/manual, issue 28: 6).
  crud(app, { tags: ['operates'], read: { roles: ROLES }, edit: NOT_STUDENTS }).get(OPERATES_API.operateInfo, {
    summary: 'The operate guide (a student: the manual); records the visit',
    data: operateInfo,
    run: (request) => operates.operateInfo(actorOf(request)),
  });
  shown.get(OPERATES_API.functionInfo, {
    summary: 'The new-feature list; records the visit',
    data: functionInfo,
    run: (request) => operates.functionInfo(actorOf(request)),
  });

  const admin = {
    tags: ['admin: operate guide'],
    read: { roles: ['admin'], permission: 'system:operate:list' },
    edit: { roles: ['admin'], permission: 'system:operate:edit' },
  } as const;
  resource(
    app,
    {
      ...admin,
      paths: { one: OPERATES_API.guide },
      key: guideRoleParams,
      item: adminGuide,
      get: { summary: "A role's operate guide" },
      update: {
        summary: "Saves a role's guide; it opens again for users who have not seen this version",
        body: guideInput,
      },
    },
    guides,
  );
  resource(
    app,
    {
      ...admin,
      paths: { list: OPERATES_API.features, one: OPERATES_API.feature },
      key: idParams,
      item: adminFeature,
      list: { summary: 'The feature list, drafts included', query: pageQuery, data: pageOf(adminFeature) },
      create: { summary: 'Adds a feature', body: featureInput },
      update: { summary: 'Saves a feature (bumps its edit time)', body: featureInput },
      remove: { summary: 'Deletes a feature' },
    },
    features,
  );
  resource(
    app,
    {
      ...admin,
      tags: ['admin: FAQ'],
      paths: { list: OPERATES_API.faqs, one: OPERATES_API.faq },
      key: idParams,
      item: adminFaq,
      list: { summary: 'The FAQ entries the chat answers from', query: pageQuery, data: pageOf(adminFaq) },
      get: { summary: 'One FAQ entry' },
      create: { summary: 'Adds an FAQ entry', body: faqInput },
      update: { summary: 'Saves an FAQ entry', body: faqInput },
      remove: { summary: 'Deletes an FAQ entry' },
    },
    faqs,
  );

  app.get(OPERATES_API.chatAnswer, {
    config: { access: 'public', rateLimit: CHAT_RATE_LIMIT },
    schema: {
      tags: ['operates'],
      summary:
        "The smart-service chat's answer: FAQ entries, operate-guide items and policies matching the question, and whom to call",
      querystring: chatQuery,
      response: { 200: envelope(chatAnswer) },
    },
    handler: async (request, reply) => {
      const site = await app.sites.forHost(request.hostname);
      return reply.ok(await faqs.answer(request.query.q, request.locale, site.serviceHotline));
    },
  });
};
