// The roles with their permission strings as a download-centre export.
import { defineExport, listFilters } from '@/modules/exports/index.ts';
import type { RoleService } from './service.ts';

export const rolesExport = (roles: RoleService) =>
  defineExport({
    kind: 'roles',
    sheetName: ['角色列表', 'Roles'],
    access: { roles: ['admin'] },
    params: listFilters,
    width: 20,
    columns: [
      ['key', '角色标识', 'Key'],
      ['name', '角色名称', 'Name'],
      ['permissions', '权限字符', 'Permissions'],
    ],
    rows: async () => (await roles.list()).map((r) => ({ ...r, permissions: r.permissions.join(', ') })),
  });
