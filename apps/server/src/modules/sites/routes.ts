// Sites: the site of the request's Host (public), the sites a teacher works for, and the administration of every
// branded field of each site.
import {
  adminSite,
  envelope,
  idParams,
  pageOf,
  pageQuery,
  SITES_API,
  siteInput,
  systemInfo,
  websiteItem,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressed } from '@/lib/compress.ts';
import { actorOf } from '@/plugins/actor.ts';
import { crud, resource } from '@/plugins/crud.ts';
import type { SiteAdminService } from './admin.service.ts';
import { toSystemInfo } from './service.ts';

export const siteRoutes: FastifyPluginAsyncZod<{ admin: SiteAdminService }> = async (app, { admin }) => {
  const { sites } = app;

  app.get(SITES_API.info, {
    // Public: the portal and the login page show the site's name, footer and QR codes before sign-in.
    config: { access: 'public' },
    // Every page load asks for it, and its logo and QR codes make it ~20 KB.
    onSend: compressed,
    schema: {
      tags: ['system'],
      summary: "The branded site of the request's Host",
      response: { 200: envelope(systemInfo) },
    },
    handler: async (request, reply) => reply.ok(toSystemInfo(await sites.forHost(request.hostname), request)),
  });

  crud(app, { tags: ['users'], read: { roles: ['teacher'] }, edit: { roles: ['teacher'] } }).get(SITES_API.mine, {
    summary: "The teacher's sites (for the site switcher)",
    data: z.array(websiteItem),
    run: (request) => sites.ofUser(actorOf(request).userId, request),
  });

  resource(
    app,
    {
      tags: ['admin: sites'],
      read: { roles: ['admin'], permission: 'system:site:list' },
      edit: { roles: ['admin'], permission: 'system:site:edit' },
      paths: SITES_API,
      key: idParams,
      item: adminSite,
      list: { summary: 'Every site', query: pageQuery, data: pageOf(adminSite) },
      get: { summary: 'One site with every field' },
      create: { summary: 'Adds a site', body: siteInput },
      update: { summary: 'Saves every field of a site; it shows on that site at once', body: siteInput },
    },
    admin,
  );
};
