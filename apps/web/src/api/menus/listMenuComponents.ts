// GET /a/v1/menus/components: Layout, ParentView and every existing view.
import { MENUS_API } from '@etp/contracts';

import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { menusKeys } from './keys';

export const listMenuComponents = () => get<string[]>(MENUS_API.components, { noLoading: true }).then((r) => r.data);

export const menuComponentsQuery = () =>
  queryOptions({ queryKey: menusKeys.components(), queryFn: listMenuComponents, staleTime: Number.POSITIVE_INFINITY });
export const useMenuComponents = () => useQuery(menuComponentsQuery());
