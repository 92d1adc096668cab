// The signed-in user's own info, menu and sites.
import { envelope, MENUS_API, menuItem, SITES_API, USERS_API, userInfo, websiteItem } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UserProfile } from '@/core/profiles.ts';
import { sites, userSites } from '../../db/schema/index.ts';
import { authOf } from '../../plugins/auth.ts';

/** Serialised users/info bodies per cached profile object (role, site and language as the key). */
const infoBodies = new WeakMap<UserProfile, Map<string, Buffer>>();

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  const { menus, sites: siteService, db } = app.ctx;

  app.get(USERS_API.info, {
    config: { access: 'signed-in' },
    schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: envelope(userInfo) } },
    handler: async (request, reply) => {
      const { user, role, permissions } = authOf(request);
      const site = await siteService.forHost(request.hostname);
      // Called on every page load: the bytes are kept with the cached profile they come from, so a change to
      // the user (which replaces the profile) drops them too.
      const bodies = infoBodies.get(user) ?? new Map<string, Buffer>();
      infoBodies.set(user, bodies);
      const key = `${role}|${site.domain}|${request.locale}`;
      let body = bodies.get(key);
      if (!body) {
        // The session's role leads: the front end routes by the first role.
        const roles = [role, ...user.roles.filter((r) => r !== role)];
        const data = {
          uid: user.id,
          name: user.name,
          username: user.username,
          avatar: user.avatar,
          roles,
          permissions,
          address: user.address,
          is_compare: user.isCompare,
          domain: site.domain,
        };
        body = Buffer.from(String(reply.serialize({ code: 200, msg: request.t('ok'), data })));
        bodies.set(key, body);
      }
      return (reply as FastifyReply).code(200).type('application/json; charset=utf-8').send(body);
    },
  });

  app.get(MENUS_API.mine, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['users'],
      summary: "The menu tree of the session's role",
      response: { 200: envelope(z.array(menuItem)) },
    },
    handler: async (request, reply) => {
      // The same bytes for every caller of a role and language: serialised once, dropped on any menu change.
      const body = await menus.bodyForRole(authOf(request).role, request.locale, (tree) =>
        String(reply.serialize({ code: 200, msg: request.t('ok'), data: tree })),
      );
      // Sent as bytes: Fastify neither serialises nor re-encodes them.
      return (reply as FastifyReply).code(200).type('application/json; charset=utf-8').send(body);
    },
  });

  app.get(SITES_API.mine, {
    config: { access: { roles: ['teacher'] } },
    schema: {
      tags: ['users'],
      summary: "The teacher's sites (for the site switcher)",
      response: { 200: envelope(z.array(websiteItem)) },
    },
    handler: async (request, reply) => {
      const rows = await db
        .select({ name: sites.website, domain: sites.domain })
        .from(userSites)
        .innerJoin(sites, eq(userSites.siteId, sites.id))
        .where(eq(userSites.userId, authOf(request).userId))
        .orderBy(sites.id);
      return reply.ok(rows);
    },
  });
};
