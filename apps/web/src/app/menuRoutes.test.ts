import type { MenuItem } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { sidebarItems } from '@/layouts/main/sidebarMenu';
import { menuToRoutes } from './menuRoutes';

const item = (
  path: string,
  component: string,
  title: string,
  children: MenuItem[] = [],
  visible: '0' | '1' = '0',
): MenuItem => ({
  path,
  component,
  title_en: '',
  title,
  icon: '',
  visible,
  keepalive: false,
  breadcrumb: true,
  active_menu: '',
  children,
});

const menu: MenuItem[] = [
  item('/home', 'Layout', '首页', [item('', 'dashboard/index', '首页')]),
  item('/system', 'Layout', '系统管理', [item('user', 'system/user', '用户管理'), item('ghost', 'no/such', '不存在')]),
  item('/institution', 'Layout', '培训机构', [item('list', 'institution/list', '培训机构列表')]),
  item('/class', 'Layout', '班级', [item('list', 'class/list', '班级管理')]),
  item('/train', 'Layout', '培训', [item('homework', 'train/homework', '作业')]),
  item('/downRecord', 'Layout', '下载', [item('export/index', 'download/export', '下载记录')], '1'),
];

describe('menu routes', () => {
  it('turns an empty child path into the index route and keeps relative paths', () => {
    const routes = menuToRoutes(menu, {});
    expect(routes[0]?.path).toBe('/home');
    expect(routes[0]?.children?.[0]?.index).toBe(true);
    expect(routes[1]?.children?.[0]?.path).toBe('user');
  });
  it('gives an unknown view a lazy page (the 404 view) instead of failing', async () => {
    const ghost = menuToRoutes(menu, {})[1]?.children?.[1];
    const lazy = ghost?.lazy as () => Promise<{ Component: unknown }>;
    expect((await lazy()).Component).toBeTypeOf('function');
  });
  it('renames training institution on the practical-training site', () => {
    const routes = menuToRoutes(menu, { variant: 'practical_training' });
    expect((routes[2]!.handle as { title: string }).title).toBe('实训机构');
  });
});

describe('sidebar', () => {
  it('shows only visible entries and flattens a layout with one child', () => {
    const items = sidebarItems(menu, { role: 'admin' });
    expect(items.map((i) => i.key)).toEqual([
      '/home',
      '/system',
      '/institution/list',
      '/class/list',
      '/train/homework',
    ]);
    expect(items[1]?.children?.map((c) => c.key)).toEqual(['/system/user', '/system/ghost']);
  });
  it('hides the home, class and train sections for teachers', () => {
    const items = sidebarItems(menu, { role: 'teacher' });
    expect(items.map((i) => i.key)).toEqual(['/system', '/institution/list']);
  });
  it('calls the class list "my classes" for trainers', () => {
    const items = sidebarItems(menu, { role: 'trainer' });
    expect(items.find((i) => i.key === '/class/list')?.label).toBe('我的班级');
  });
  it('calls the trainer’s own row (class/myClasses, titled 班级列表 in an older database) "my classes"', () => {
    const trainerMenu = [item('/class', 'Layout', '班级', [item('list', 'class/myClasses', '班级列表')])];
    const items = sidebarItems(trainerMenu, { role: 'trainer' });
    expect(items.find((i) => i.key === '/class/list')?.label).toBe('我的班级');
  });
});
