// Announcements: administrators and regional administrators write them; every signed-in user reads theirs.
import {
  ANNOUNCEMENTS_API,
  adminAnnouncement,
  announcementInput,
  announcementListQuery,
  idParams,
  MANAGER_ROLES,
  myAnnouncementDetail,
  myAnnouncementQuery,
  myAnnouncementRow,
  pageOf,
  unreadCount,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app;
  const write = { roles: MANAGER_ROLES, permission: 'announcement:publish' };
  const routes = crud(app, { tags: ['announcements'], read: write, edit: write });

  routes.get(ANNOUNCEMENTS_API.list, {
    summary: "Announcements in the author's scope",
    querystring: announcementListQuery,
    data: pageOf(adminAnnouncement),
    run: (request) => announcements.list(actorOf(request), request.query),
  });
  routes.get(ANNOUNCEMENTS_API.one, {
    summary: 'One announcement to edit',
    params: idParams,
    data: adminAnnouncement,
    run: (request) => announcements.get(actorOf(request), request.params.id),
  });
  routes.create(ANNOUNCEMENTS_API.list, {
    summary: 'Writes an announcement to roles and a region (rich text is sanitised)',
    body: announcementInput,
    data: adminAnnouncement,
    run: (request) => announcements.create(actorOf(request), request.body),
  });
  routes.update(ANNOUNCEMENTS_API.one, {
    summary: 'Saves an announcement',
    params: idParams,
    body: announcementInput,
    data: adminAnnouncement,
    run: (request) => announcements.update(actorOf(request), request.params.id, request.body),
  });
  routes.act(ANNOUNCEMENTS_API.publish, {
    summary: 'Publishes an announcement',
    params: idParams,
    data: adminAnnouncement,
    msg: 'admin.announcement_published',
    run: (request) => announcements.setPublished(actorOf(request), request.params.id, true),
  });
  routes.act(ANNOUNCEMENTS_API.unpublish, {
    summary: 'Withdraws an announcement (back to draft)',
    params: idParams,
    data: adminAnnouncement,
    msg: 'admin.announcement_unpublished',
    run: (request) => announcements.setPublished(actorOf(request), request.params.id, false),
  });
  routes.remove(ANNOUNCEMENTS_API.one, {
    summary: 'Deletes an announcement',
    params: idParams,
    run: (request) => announcements.remove(actorOf(request), request.params.id),
  });

  // Every signed-in user: their messages (navbar "Messages", /basic/announcement/index).
  const mine = crud(app, { tags: ['announcements'], read: 'signed-in', edit: 'signed-in' });
  mine.get(ANNOUNCEMENTS_API.mine, {
    summary: "The user's published announcements (session role and region) with read state",
    querystring: myAnnouncementQuery,
    data: pageOf(myAnnouncementRow),
    run: (request) => announcements.mine(actorOf(request), request.query),
  });
  mine.get(ANNOUNCEMENTS_API.unreadCount, {
    summary: 'How many of them are unread (navbar badge)',
    data: unreadCount,
    run: (request) => announcements.unreadCount(actorOf(request)),
  });
  mine.get(ANNOUNCEMENTS_API.myOne, {
    summary: 'One of them with its content',
    params: idParams,
    data: myAnnouncementDetail,
    run: (request) => announcements.one(actorOf(request), request.params.id),
  });
  mine.act(ANNOUNCEMENTS_API.read, {
    summary: 'Marks one as read',
    params: idParams,
    msg: 'admin.announcement_read',
    run: (request) => announcements.markRead(actorOf(request), request.params.id),
  });
};
