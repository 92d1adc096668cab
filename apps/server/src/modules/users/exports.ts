// The users in the caller's scope (the list's filters) as a download-centre export.
import { MANAGER_ROLES, userListQuery } from '@etp/contracts';
import { defineExport, inLocale } from '@/modules/exports/index.ts';
import type { UserService } from './service.ts';

export const usersExport = (users: UserService) =>
  defineExport({
    kind: 'users',
    sheetName: ['用户列表', 'Users'],
    access: { roles: MANAGER_ROLES, permission: 'system:user:export' },
    auditAction: 'user.export',
    params: userListQuery.omit({ page: true, size: true }).partial(),
    columns: [
      ['username', '用户名', 'Username'],
      ['name', '姓名', 'Name'],
      ['roles', '角色', 'Roles'],
      ['phone', '手机号', 'Phone'],
      ['region', '地区', 'Region'],
      ['institution', '培训机构', 'Institution', 32],
      ['status', '状态', 'Status'],
      ['created_at', '创建时间', 'Created', 24],
    ],
    rows: async (actor, filters) =>
      (await users.exportRows(actor, filters)).map((r) => ({
        ...r,
        roles: r.roles.join(', '),
        region: r.region_name,
        institution: r.institution_name,
        status: inLocale(actor.locale, r.status === 'active' ? ['正常', 'active'] : ['停用', 'disabled']),
      })),
  });
