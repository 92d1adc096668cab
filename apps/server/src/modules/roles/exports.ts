// The roles with their permission strings as a download-centre export.
import { listExport } from '@/modules/exports/index.ts';
import type { RoleService } from './service.ts';

export const rolesExport = (roles: RoleService) =>
  listExport(
    'roles',
    ['角色列表', 'Roles'],
    async () => (await roles.list()).map((r) => ({ ...r, permissions: r.permissions.join(', ') })),
    [
      ['key', '角色标识', 'Key'],
      ['name', '角色名称', 'Name'],
      ['permissions', '权限字符', 'Permissions'],
    ],
  );
