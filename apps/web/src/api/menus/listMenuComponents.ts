// GET /a/v1/menus/components: Layout, ParentView and every existing view.

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../adminPaths';
import { get } from '../http';

export const listMenuComponents = () =>
  get<string[]>(ADMIN_API.menuComponents, { noLoading: true }).then((r) => r.data);

export const menuComponentsQuery = () =>
  queryOptions({ queryKey: ['menus', 'components'], queryFn: listMenuComponents, staleTime: Number.POSITIVE_INFINITY });
export const useMenuComponents = () => useQuery(menuComponentsQuery());
