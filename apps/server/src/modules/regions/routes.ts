// Regions (division codes): anyone reads one level at a time for the portal's filters, everyone who administers a
// region browses the tree, the administrator edits it.
import {
  envelope,
  REGIONAL_ROLES,
  REGIONS_API,
  regionCodeParams,
  regionCreate,
  regionQuery,
  regionRow,
  regionUpdate,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressed } from '../../lib/compress.ts';
import { revalidatedByEtag } from '../../lib/etag.ts';
import { authOf } from '../../plugins/auth.ts';
import { scopeOf } from '../../plugins/scope.ts';

const regionOut = z.object({
  code: z.string(),
  name: z.string(),
  level: z.enum(['province', 'city', 'area']),
  parent_code: z.string().nullable(),
});

export const regionRoutes: FastifyPluginAsyncZod = async (app) => {
  const { regions } = app.ctx;
  const tags = ['admin: regions'];
  const edit = { roles: ['admin'] as const, permission: 'system:region:edit' };

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

  app.get(REGIONS_API.list, {
    config: { access: { roles: ['admin', ...REGIONAL_ROLES], permission: 'system:region:list' } },
    schema: {
      tags,
      summary: "One level of the region tree (top level without parent), inside the caller's region",
      querystring: regionQuery,
      response: { 200: envelope(z.array(regionRow)) },
    },
    handler: async (request, reply) => {
      const { role, user } = authOf(request);
      const scope = scopeOf(role, user);
      regions.assertVisible(scope, request.query.parent);
      return reply.ok(await regions.level(scope, request.query.parent));
    },
  });

  app.post(REGIONS_API.list, {
    config: { access: edit },
    schema: { tags, summary: 'Adds a region', body: regionCreate, response: { 201: envelope(regionOut) } },
    handler: async (request, reply) => {
      const after = await regions.create(request.body);
      request.audit({ action: 'region.create', targetType: 'region', targetId: after.code, after });
      return reply.ok(after, 'admin.saved', 201);
    },
  });

  app.put(REGIONS_API.one, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Renames a region (its code is its identity)',
      params: regionCodeParams,
      body: regionUpdate,
      response: { 200: envelope(regionOut) },
    },
    handler: async (request, reply) => {
      const { code } = request.params;
      const { before, after } = await regions.rename(code, request.body.name);
      request.audit({ action: 'region.update', targetType: 'region', targetId: code, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  app.delete(REGIONS_API.one, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Deletes an unused region without sub-regions',
      params: regionCodeParams,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      const { code } = request.params;
      const before = await regions.remove(code);
      request.audit({ action: 'region.delete', targetType: 'region', targetId: code, before });
      return reply.ok(null, 'admin.deleted');
    },
  });
};
