// The announcements inside the caller's region as a download-centre export.
import { MANAGER_ROLES } from '@etp/contracts';
import { defineExport, listFilters } from '@/modules/exports/index.ts';
import type { AnnouncementService } from './service.ts';

export const announcementsExport = (announcements: AnnouncementService) =>
  defineExport({
    kind: 'announcements',
    sheetName: ['公告列表', 'Announcements'],
    access: { roles: MANAGER_ROLES },
    params: listFilters,
    width: 20,
    columns: [
      ['title', '标题', 'Title'],
      ['status', '状态', 'Status'],
      ['roles', '面向角色', 'Roles'],
      ['regionCode', '面向地区', 'Region'],
      ['publishedAt', '发布时间', 'Published'],
    ],
    rows: async (actor) =>
      (await announcements.exportRows(actor)).map((a) => ({
        ...a,
        roles: a.roles.join(', '),
        regionCode: a.regionCode ?? '',
        publishedAt: a.publishedAt?.toISOString() ?? '',
      })),
  });
