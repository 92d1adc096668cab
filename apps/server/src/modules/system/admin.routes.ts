// Site administration: names, logo, footer, QR codes, record numbers, contacts and flags of each branded site.
import { adminSite, envelope, idParams, pageOf, pageQuery, SITES_API, siteInput } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { siteAdmin } = app.ctx;
  const tags = ['admin: sites'];
  const read = { roles: ['admin'] as const, permission: 'system:site:list' };
  const edit = { roles: ['admin'] as const, permission: 'system:site:edit' };

  app.get(SITES_API.list, {
    config: { access: read },
    schema: { tags, summary: 'Every site', querystring: pageQuery, response: { 200: envelope(pageOf(adminSite)) } },
    handler: async (request, reply) => reply.ok(await siteAdmin.list(request.query)),
  });

  app.get(SITES_API.one, {
    config: { access: read },
    schema: { tags, summary: 'One site with every field', params: idParams, response: { 200: envelope(adminSite) } },
    handler: async (request, reply) => reply.ok(await siteAdmin.get(request.params.id)),
  });

  app.post(SITES_API.list, {
    config: { access: edit },
    schema: { tags, summary: 'Adds a site', body: siteInput, response: { 201: envelope(adminSite) } },
    handler: async (request, reply) => {
      const after = await siteAdmin.create(request.body);
      request.audit({ action: 'site.create', targetType: 'site', targetId: after.id, after });
      return reply.ok(after, 'admin.saved', 201);
    },
  });

  app.put(SITES_API.one, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Saves every field of a site; it shows on that site at once',
      params: idParams,
      body: siteInput,
      response: { 200: envelope(adminSite) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { before, after } = await siteAdmin.update(id, request.body);
      request.audit({ action: 'site.update', targetType: 'site', targetId: id, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });
};
