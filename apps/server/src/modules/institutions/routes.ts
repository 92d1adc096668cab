// Institution administration for the admin and regional administrators: list, read, create, edit, review.
import {
  envelope,
  INSTITUTIONS_API,
  idParams,
  institutionInput,
  institutionListQuery,
  institutionReview,
  institutionRow,
  pageOf,
  practicalInstitution,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRoute } from '@/modules/exports/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';
import type { institutionsExport } from './exports.ts';

const MANAGERS = { roles: ['admin', 'province', 'city', 'area'] as const, permission: 'institution:review' };

export const institutionRoutes: FastifyPluginAsyncZod<{ exported: ReturnType<typeof institutionsExport> }> = async (
  app,
  { exported },
) => {
  const { institutions } = app;
  const routes = resource(
    app,
    {
      tags: ['institutions'],
      read: MANAGERS,
      edit: MANAGERS,
      paths: { list: INSTITUTIONS_API.list, one: INSTITUTIONS_API.one(':id') },
      key: idParams,
      item: institutionRow,
      list: { summary: 'Institutions of your region', query: institutionListQuery, data: pageOf(institutionRow) },
      get: { summary: 'One institution' },
      create: { summary: 'Create an institution (pending review)', body: institutionInput },
      update: { summary: 'Edit an institution', body: institutionInput },
    },
    institutions,
  );
  app.get(INSTITUTIONS_API.practical, {
    config: { access: 'public' },
    schema: {
      tags: ['institutions'],
      summary: 'Practical-training institutions and their classes open to sign-ups (public)',
      response: { 200: envelope(z.array(practicalInstitution)) },
    },
    handler: async (_request, reply) => reply.ok(await institutions.practical()),
  });
  routes.act(INSTITUTIONS_API.review(':id'), {
    summary: 'Review an institution: pending, approved or disabled',
    params: idParams,
    body: institutionReview,
    data: institutionRow,
    msg: 'institutions.reviewed',
    run: (request) => institutions.review(actorOf(request), request.params, request.body.status),
  });
  exportRoute(app, INSTITUTIONS_API.export, exported, {
    tags: ['institutions'],
    summary: 'Export the institution list (its filters, your region) to the download centre',
  });
};
