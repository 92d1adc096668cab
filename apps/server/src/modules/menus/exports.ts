// The menu table, flat, as a download-centre export.
import { defineExport, listFilters } from '@/modules/exports/index.ts';
import type { MenuAdminService } from './admin.service.ts';

export const menusExport = (admin: MenuAdminService) =>
  defineExport({
    kind: 'menus',
    sheetName: ['菜单列表', 'Menus'],
    access: { roles: ['admin'] },
    params: listFilters,
    width: 20,
    columns: [
      ['id', '编号', 'Id'],
      ['parentId', '上级编号', 'Parent'],
      ['path', '路由地址', 'Path'],
      ['component', '组件', 'Component'],
      ['title', '菜单名称', 'Title'],
      ['visible', '显示(0)/隐藏(1)', 'Visible (0) / hidden (1)'],
      ['permission', '权限字符', 'Permission'],
      ['orderNum', '排序', 'Order'],
    ],
    rows: () => admin.exportRows(),
  });
