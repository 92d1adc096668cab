// The live sessions as a download-centre export.
import { defineExport, listFilters } from '@/modules/exports/index.ts';
import type { OnlineSessionService } from './service.ts';

export const sessionsExport = (onlineSessions: OnlineSessionService) =>
  defineExport({
    kind: 'sessions',
    sheetName: ['在线用户', 'Online sessions'],
    access: { roles: ['admin'] },
    params: listFilters,
    width: 20,
    columns: [
      ['username', '用户名', 'Username'],
      ['name', '姓名', 'Name'],
      ['role', '登录角色', 'Role'],
      ['site', '站点', 'Site'],
      ['ip', 'IP', 'IP'],
      ['createdAt', '登录时间', 'Since'],
      ['lastActivityAt', '最后活动', 'Last activity'],
    ],
    rows: () => onlineSessions.exportRows(),
  });
