// Announcements: administrators and regional administrators write them; every signed-in user reads theirs.
import {
  ANNOUNCEMENTS_API,
  adminAnnouncement,
  announcementInput,
  announcementListQuery,
  envelope,
  idParams,
  myAnnouncementDetail,
  myAnnouncementQuery,
  myAnnouncementRow,
  pageOf,
  REGIONAL_ROLES,
  unreadCount,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.ts';
import { scopeOf } from '../../plugins/scope.ts';

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app.ctx;
  const tags = ['announcements'];
  const write = { roles: ['admin', ...REGIONAL_ROLES] as const, permission: 'announcement:publish' };
  /** The caller's management scope and id. */
  const author = (request: Parameters<typeof authOf>[0]) => {
    const { role, user, userId } = authOf(request);
    return { scope: scopeOf(role, user), userId };
  };

  app.get(ANNOUNCEMENTS_API.list, {
    config: { access: write },
    schema: {
      tags,
      summary: "Announcements in the author's scope",
      querystring: announcementListQuery,
      response: { 200: envelope(pageOf(adminAnnouncement)) },
    },
    handler: async (request, reply) => {
      const { scope, userId } = author(request);
      return reply.ok(await announcements.list(scope, userId, request.query));
    },
  });

  app.get(ANNOUNCEMENTS_API.one, {
    config: { access: write },
    schema: {
      tags,
      summary: 'One announcement to edit',
      params: idParams,
      response: { 200: envelope(adminAnnouncement) },
    },
    handler: async (request, reply) => {
      const { scope, userId } = author(request);
      return reply.ok(await announcements.get(scope, userId, request.params.id));
    },
  });

  app.post(ANNOUNCEMENTS_API.list, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Writes an announcement to roles and a region (rich text is sanitised)',
      body: announcementInput,
      response: { 201: envelope(adminAnnouncement) },
    },
    handler: async (request, reply) => {
      const { scope, userId } = author(request);
      const after = await announcements.create(scope, userId, request.body);
      request.audit({ action: 'announcement.create', targetType: 'announcement', targetId: after.id, after });
      return reply.ok(after, 'admin.saved', 201);
    },
  });

  app.put(ANNOUNCEMENTS_API.one, {
    config: { access: write },
    schema: {
      tags,
      summary: 'Saves an announcement',
      params: idParams,
      body: announcementInput,
      response: { 200: envelope(adminAnnouncement) },
    },
    handler: async (request, reply) => {
      const { scope, userId } = author(request);
      const { id } = request.params;
      const { before, after } = await announcements.update(scope, userId, id, request.body);
      request.audit({ action: 'announcement.update', targetType: 'announcement', targetId: id, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  for (const [path, publish] of [
    [ANNOUNCEMENTS_API.publish, true],
    [ANNOUNCEMENTS_API.unpublish, false],
  ] as const) {
    app.post(path, {
      config: { access: write },
      schema: {
        tags,
        summary: publish ? 'Publishes an announcement' : 'Withdraws an announcement (back to draft)',
        params: idParams,
        response: { 200: envelope(adminAnnouncement) },
      },
      handler: async (request, reply) => {
        const { scope, userId } = author(request);
        const { id } = request.params;
        const { before, after } = await announcements.setPublished(scope, userId, id, publish);
        const action = publish ? 'announcement.publish' : 'announcement.unpublish';
        request.audit({ action, targetType: 'announcement', targetId: id, before, after });
        return reply.ok(after, publish ? 'admin.announcement_published' : 'admin.announcement_unpublished');
      },
    });
  }

  app.delete(ANNOUNCEMENTS_API.one, {
    config: { access: write },
    schema: { tags, summary: 'Deletes an announcement', params: idParams, response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      const { scope, userId } = author(request);
      const { id } = request.params;
      const before = await announcements.remove(scope, userId, id);
      request.audit({ action: 'announcement.delete', targetType: 'announcement', targetId: id, before });
      return reply.ok(null, 'admin.deleted');
    },
  });

  // Every signed-in user: their messages (navbar "Messages", /basic/announcement/index).

  app.get(ANNOUNCEMENTS_API.mine, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: "The user's published announcements (session role and region) with read state",
      querystring: myAnnouncementQuery,
      response: { 200: envelope(pageOf(myAnnouncementRow)) },
    },
    handler: async (request, reply) => {
      const { user, role } = authOf(request);
      return reply.ok(await announcements.mine(user, role, request.query));
    },
  });

  app.get(ANNOUNCEMENTS_API.unreadCount, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'How many of them are unread (navbar badge)', response: { 200: envelope(unreadCount) } },
    handler: async (request, reply) => {
      const { user, role } = authOf(request);
      return reply.ok({ count: await announcements.unreadCount(user, role) });
    },
  });

  app.get(ANNOUNCEMENTS_API.myOne, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'One of them with its content',
      params: idParams,
      response: { 200: envelope(myAnnouncementDetail) },
    },
    handler: async (request, reply) => {
      const { user, role } = authOf(request);
      return reply.ok(await announcements.one(user, role, request.params.id));
    },
  });

  app.post(ANNOUNCEMENTS_API.read, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Marks one as read', params: idParams, response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      const { user, role } = authOf(request);
      await announcements.markRead(user, role, request.params.id);
      return reply.ok(null, 'admin.announcement_read');
    },
  });
};
