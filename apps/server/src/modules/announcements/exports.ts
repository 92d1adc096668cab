// The announcements inside the caller's region as a download-centre export.
import { MANAGER_ROLES } from '@etp/contracts';
import { listExport } from '@/modules/exports/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { AnnouncementService } from './service.ts';

const rows = async (announcements: AnnouncementService, actor: Actor) =>
  (await announcements.exportRows(actor)).map((a) => ({
    ...a,
    roles: a.roles.join(', '),
    regionCode: a.regionCode ?? '',
    publishedAt: a.publishedAt?.toISOString() ?? '',
  }));

export const announcementsExport = (announcements: AnnouncementService) =>
  listExport(
    'announcements',
    ['公告列表', 'Announcements'],
    (actor) => rows(announcements, actor),
    [
      ['title', '标题', 'Title'],
      ['status', '状态', 'Status'],
      ['roles', '面向角色', 'Roles'],
      ['regionCode', '面向地区', 'Region'],
      ['publishedAt', '发布时间', 'Published'],
    ],
    MANAGER_ROLES,
  );
