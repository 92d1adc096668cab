// Regions (division codes): anyone reads one level at a time for the portal's filters, everyone who administers a
// region browses the tree, the administrator edits it.
import {
  envelope,
  MANAGER_ROLES,
  REGIONS_API,
  regionCodeParams,
  regionCreate,
  regionQuery,
  regionRow,
  regionUpdate,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressed } from '@/lib/compress.ts';
import { revalidatedByEtag } from '@/lib/etag.ts';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';

const regionOut = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(['province', 'city', 'area']),
  parent_code: z.string().nullable(),
});

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app;

  app.get(REGIONS_API.public, {
    // Public: the portal's lists filter by region before anyone signs in.
    config: { access: 'public' },
    onSend: [revalidatedByEtag, compressed],
    schema: {
      tags: ['portal'],
      summary: 'One level of the region tree (provinces without parent), for the public region filters',
      querystring: regionQuery,
      response: { 200: envelope(z.array(regionRow)) },
    },
    handler: async (request, reply) => reply.ok(await regions.level({ level: 'all' }, request.query.parent)),
  });

  const routes = crud(app, {
    tags: ['admin: regions'],
    read: { roles: MANAGER_ROLES, permission: 'system:region:list' },
    edit: { roles: ['admin'], permission: 'system:region:edit' },
  });
  routes.get(REGIONS_API.list, {
    summary: "One level of the region tree (top level without parent), inside the caller's region",
    querystring: regionQuery,
    data: z.array(regionRow),
    run: (request) => regions.browse(actorOf(request), request.query.parent),
  });
  routes.create(REGIONS_API.list, {
    summary: 'Adds a region',
    body: regionCreate,
    data: regionOut,
    run: (request) => regions.create(actorOf(request), request.body),
  });
  routes.update(REGIONS_API.one, {
    summary: 'Renames a region (its code is its identity)',
    params: regionCodeParams,
    body: regionUpdate,
    data: regionOut,
    run: (request) => regions.rename(actorOf(request), request.params.code, request.body.name),
  });
  routes.remove(REGIONS_API.one, {
    summary: 'Deletes an unused region without sub-regions',
    params: regionCodeParams,
    run: (request) => regions.remove(actorOf(request), request.params.code),
  });
};
