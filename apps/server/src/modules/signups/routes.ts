// Sign-up calls: the public form (captcha, per-IP limit) and the institutions' and regions' lead lists.
import {
  envelope,
  idParams,
  leadCount,
  leadListQuery,
  leadRow,
  leadStatusBody,
  pageOf,
  SIGN_UP_PER_IP_HOUR,
  SIGNUPS_API,
  signUpBody,
  signUpOptions,
  signUpReceipt,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireCaptcha } from '@/modules/captcha/index.ts';
import { exportRoute } from '@/modules/exports/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';
import type { leadsExport } from './exports.ts';

const tags = ['signups'];
const SEES_LEADS = { roles: ['admin', 'teacher', 'province', 'city', 'area'] as const, permission: 'student:list' };
const REGIONS = { roles: ['admin', 'province', 'city', 'area'] as const, permission: 'student:list' };

export const signUpRoutes: FastifyPluginAsyncZod<{ exported: ReturnType<typeof leadsExport> }> = async (
  app,
  { exported },
) => {
  const { signups: signUps } = app;

  app.get(SIGNUPS_API.options, {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'Courses, areas and institutions the sign-up form offers',
      response: { 200: envelope(signUpOptions) },
    },
    handler: async (_request, reply) => reply.ok(await signUps.options()),
  });

  app.post(SIGNUPS_API.submit, {
    config: { access: 'public', rateLimit: { max: SIGN_UP_PER_IP_HOUR, windowMs: 3_600_000 } },
    schema: {
      tags,
      summary: 'A citizen asks for training',
      body: signUpBody,
      response: { 201: envelope(signUpReceipt) },
    },
    preHandler: requireCaptcha,
    handler: async (request, reply) => {
      const receipt = await signUps.submit(request.body);
      return reply.ok(receipt, receipt.duplicate ? 'signups.duplicate' : 'signups.created', 201);
    },
  });

  const routes = crud(app, { tags, read: SEES_LEADS, edit: { roles: ['teacher'], permission: 'student:enrol' } });
  routes.get(SIGNUPS_API.leads, {
    summary: 'Sign-up leads of your area (masked)',
    querystring: leadListQuery,
    data: pageOf(leadRow),
    run: (r) => signUps.list(actorOf(r), r.query),
  });
  routes.act(SIGNUPS_API.leadStatus(':id'), {
    summary: 'Mark a lead contacted, unreachable or new again',
    params: idParams,
    body: leadStatusBody,
    data: leadRow,
    msg: 'signups.status_saved',
    run: (r) => signUps.setStatus(actorOf(r), r.params, r.body.status),
  });
  routes.get(SIGNUPS_API.counts, {
    summary: 'Lead counts by area of your region',
    access: REGIONS,
    data: z.array(leadCount),
    run: (r) => signUps.countsByArea(actorOf(r)),
  });
  exportRoute(app, SIGNUPS_API.leadsExport, exported, {
    tags,
    summary: 'Export the lead list (its filters, your area; masked) to the download centre',
  });
};
