// GET /a/v1/regions?parent=X: one level of the region tree inside the caller's region.
import type { RegionRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../adminPaths';
import { get } from '../http';

export const listRegions = (parent?: string) =>
  get<RegionRow[]>(ADMIN_API.regions, { params: parent ? { parent } : {}, noLoading: true }).then((r) => r.data);

export const regionsQuery = (parent?: string) =>
  queryOptions({ queryKey: ['regions', parent ?? ''], queryFn: () => listRegions(parent), staleTime: 60_000 });
export const useRegions = (parent?: string) => useQuery(regionsQuery(parent));
