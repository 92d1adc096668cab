// GET /a/v1/menus: the whole menu tree with every field.
import { type AdminMenu, MENUS_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { menusKeys } from './keys';

export const listMenus = () => get<AdminMenu[]>(MENUS_API.list, { noLoading: true }).then((r) => r.data);

export const menusQuery = () => queryOptions({ queryKey: menusKeys.tree(), queryFn: listMenus });
export const useMenus = () => useQuery(menusQuery());
