// GET /a/v1/menus: the whole menu tree with every field.
import type { AdminMenu } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../adminPaths';
import { get } from '../http';

export const listMenus = () => get<AdminMenu[]>(ADMIN_API.menus, { noLoading: true }).then((r) => r.data);

export const menusQuery = () => queryOptions({ queryKey: ['menus', 'tree'], queryFn: listMenus });
export const useMenus = () => useQuery(menusQuery());
