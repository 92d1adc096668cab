// The admin menu tree as antd Tree / TreeSelect data, and the check state of a role's menus.

import type { AdminMenu } from '@etp/contracts';
import { localized } from '@/i18n/localized';

export interface MenuNode {
  key: number;
  value: number;
  title: string;
  children?: MenuNode[];
}

/** A row of the menu table: leaves have no `children`, so antd shows no expander for them. */
export type MenuRow = Omit<AdminMenu, 'children'> & { children?: MenuRow[] };

export const rowsOf = (menus: readonly AdminMenu[]): MenuRow[] =>
  menus.map(({ children, ...menu }) => (children.length ? { ...menu, children: rowsOf(children) } : menu));

export function toTreeData(menus: readonly AdminMenu[]): MenuNode[] {
  return menus.map((menu) => ({
    key: menu.id,
    value: menu.id,
    title: localized(menu.title, menu.title_en) || menu.path,
    ...(menu.children.length ? { children: toTreeData(menu.children) } : {}),
  }));
}

/**
 * The keys to check in a non-strict Tree for a role's menu ids. The role's ids include every
 * parent, and a checked parent would tick all its children, so only leaves are checked and the
 * Tree works out which parents are full or half.
 */
export function checkedLeaves(menus: readonly AdminMenu[], ids: readonly number[]): number[] {
  const granted = new Set(ids);
  const leaves: number[] = [];
  const walk = (nodes: readonly AdminMenu[]) => {
    for (const node of nodes) {
      if (node.children.length) walk(node.children);
      else if (granted.has(node.id)) leaves.push(node.id);
    }
  };
  walk(menus);
  return leaves;
}

/** Every id in the tree below (and including) the given nodes. */
export function allIds(menus: readonly AdminMenu[]): number[] {
  return menus.flatMap((menu) => [menu.id, ...allIds(menu.children)]);
}

/** The tree without `id` and its descendants (a menu cannot move under itself). */
export function withoutBranch(menus: readonly AdminMenu[], id: number | undefined): AdminMenu[] {
  if (id === undefined) return [...menus];
  return menus.filter((m) => m.id !== id).map((m) => ({ ...m, children: withoutBranch(m.children, id) }));
}
