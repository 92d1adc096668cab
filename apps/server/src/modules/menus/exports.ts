// The menu table, flat, as a download-centre export.
import { listExport } from '@/modules/exports/index.ts';
import type { MenuAdminService } from './admin.service.ts';

export const menusExport = (admin: MenuAdminService) =>
  listExport('menus', ['菜单列表', 'Menus'], () => admin.exportRows(), [
    ['id', '编号', 'Id'],
    ['parentId', '上级编号', 'Parent'],
    ['path', '路由地址', 'Path'],
    ['component', '组件', 'Component'],
    ['title', '菜单名称', 'Title'],
    ['visible', '显示(0)/隐藏(1)', 'Visible (0) / hidden (1)'],
    ['permission', '权限字符', 'Permission'],
    ['orderNum', '排序', 'Order'],
  ]);
