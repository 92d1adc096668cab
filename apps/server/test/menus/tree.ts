// Walking menu trees in the roles and menus tests.
import type { AdminMenu, MenuItem } from '@etp/contracts';

export const flatten = (items: AdminMenu[]): AdminMenu[] => items.flatMap((i) => [i, ...flatten(i.children)]);
export const titles = (items: MenuItem[]): string[] => items.flatMap((i) => [i.title, ...titles(i.children)]);
