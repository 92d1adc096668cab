// The live sessions as a download-centre export.
import { listExport } from '@/modules/exports/index.ts';
import type { OnlineSessionService } from './service.ts';

export const sessionsExport = (onlineSessions: OnlineSessionService) =>
  listExport('sessions', ['在线用户', 'Online sessions'], () => onlineSessions.exportRows(), [
    ['username', '用户名', 'Username'],
    ['name', '姓名', 'Name'],
    ['role', '登录角色', 'Role'],
    ['site', '站点', 'Site'],
    ['ip', 'IP', 'IP'],
    ['createdAt', '登录时间', 'Since'],
    ['lastActivityAt', '最后活动', 'Last activity'],
  ]);
