import type { AdminMenu } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { allIds, checkedLeaves, rowsOf, toTreeData, withoutBranch } from './menuTree';

const menu = (id: number, title: string, children: AdminMenu[] = []): AdminMenu => ({
  id,
  title_en: '',
  parent_id: null,
  path: `/${id}`,
  component: 'Layout',
  title,
  icon: '',
  visible: '0',
  keepalive: false,
  breadcrumb: true,
  active_menu: '',
  permission: '',
  order_num: 0,
  roles: [],
  children,
});

const tree = [menu(1, '系统管理', [menu(2, '用户管理'), menu(3, '角色管理')]), menu(4, '首页', [menu(5, '看板')])];

describe('role menu tree', () => {
  it('checks only the granted leaves, so a parent with one granted child is half checked', () => {
    expect(checkedLeaves(tree, [1, 2, 4, 5])).toEqual([2, 5]);
  });

  it('builds Tree data with ids as keys and titles', () => {
    expect(toTreeData(tree)[0]).toMatchObject({ key: 1, title: '系统管理', children: [{ key: 2 }, { key: 3 }] });
    expect(toTreeData(tree)[1]?.children?.[0]).not.toHaveProperty('children');
  });

  it('lists every id and leaves a branch out of the parent choices', () => {
    expect(allIds(tree)).toEqual([1, 2, 3, 4, 5]);
    expect(allIds(withoutBranch(tree, 1))).toEqual([4, 5]);
  });

  it('gives table rows of leaves no children, so they show no expander', () => {
    const rows = rowsOf([menu(1, 'system', [menu(2, 'user')])]);
    expect(rows[0]?.children?.[0]).not.toHaveProperty('children');
    expect(rows[0]?.children).toHaveLength(1);
  });
});
