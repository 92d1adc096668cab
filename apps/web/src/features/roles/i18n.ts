// Strings of the role administration (system/role), namespace 'roles'. The back-office words (save, delete, no data,
// ...) are the admin kit's: the screens read its namespace as their fallback.
import '@/components/admin/i18n';
import { registerTranslations } from '@/i18n/register';

const zhCN = {
  role: {
    key: '角色标识',
    name: '角色名称',
    nameRequired: '请输入角色名称',
    nameEn: '英文名称',
    permissions: '权限标识',
    permissionsHint: '如 system:user:list；* 匹配一段，*:*:* 表示全部权限。输入后回车添加。',
    permissionsPlaceholder: '输入权限标识后回车',
    menus: '菜单权限',
    menusHint: '勾选该角色可见的菜单，上级菜单会随下级一起授予。',
    menuCount: '菜单数',
    clear: '全部取消',
    editTitle: '编辑角色：{{name}}',
  },
};

registerTranslations('roles', zhCN, {
  role: {
    key: 'Role key',
    name: 'Role name',
    nameRequired: 'Enter a role name',
    nameEn: 'English name',
    permissions: 'Permissions',
    permissionsHint: 'e.g. system:user:list; * matches one segment, *:*:* means everything. Press Enter to add.',
    permissionsPlaceholder: 'Type a permission and press Enter',
    menus: 'Menus',
    menusHint: 'Tick the menus this role sees; parents are granted with their children.',
    menuCount: 'Menus',
    clear: 'Untick all',
    editTitle: 'Edit role: {{name}}',
  },
});
