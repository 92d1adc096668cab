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
import { resource } from '@/plugins/crud.ts';

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

  resource(
    app,
    {
      tags: ['admin: regions'],
      read: { roles: MANAGER_ROLES, permission: 'system:region:list' },
      edit: { roles: ['admin'], permission: 'system:region:edit' },
      paths: REGIONS_API,
      key: regionCodeParams,
      item: regionOut,
      list: {
        summary: "One level of the region tree (top level without parent), inside the caller's region",
        query: regionQuery,
        data: z.array(regionRow),
      },
      create: { summary: 'Adds a region', body: regionCreate },
      update: { summary: 'Renames a region (its code is its identity)', body: regionUpdate },
      remove: { summary: 'Deletes an unused region without sub-regions' },
    },
    regions,
  );
};
