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
import { crud, resource } from '@/plugins/crud.ts';

export const announcementRoutes: FastifyPluginAsyncZod = async (app) => {
  const { announcements } = app;
  const tags = ['announcements'];
  const write = { roles: MANAGER_ROLES, permission: 'announcement:publish' };
  const routes = resource(
    app,
    {
      tags,
      read: write,
      edit: write,
      paths: ANNOUNCEMENTS_API,
      key: idParams,
      item: adminAnnouncement,
      list: {
        summary: "Announcements in the author's scope",
        query: announcementListQuery,
        data: pageOf(adminAnnouncement),
      },
      get: { summary: 'One announcement to edit' },
      create: {
        summary: 'Writes an announcement to roles and a region (rich text is sanitised)',
        body: announcementInput,
      },
      update: { summary: 'Saves an announcement', body: announcementInput },
      remove: { summary: 'Deletes an announcement' },
    },
    announcements,
  );
  for (const [url, publish] of [
    [ANNOUNCEMENTS_API.publish, true],
    [ANNOUNCEMENTS_API.unpublish, false],
  ] as const) {
    routes.act(url, {
      summary: publish ? 'Publishes an announcement' : 'Withdraws an announcement (back to draft)',
      params: idParams,
      data: adminAnnouncement,
      msg: publish ? 'admin.announcement_published' : 'admin.announcement_unpublished',
      run: (request) => announcements.setPublished(actorOf(request), request.params, publish),
    });
  }

  // Every signed-in user: their messages (navbar "Messages", /basic/announcement/index).
  const mine = crud(app, { tags, read: 'signed-in', edit: 'signed-in' });
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
