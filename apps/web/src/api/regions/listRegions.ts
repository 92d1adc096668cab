// GET /a/v1/regions?parent=X: one level of the region tree inside the caller's region.
import { REGIONS_API, type RegionRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { regionsKeys } from './keys';

export const listRegions = (parent?: string) =>
  get<RegionRow[]>(REGIONS_API.list, { params: parent ? { parent } : {}, noLoading: true }).then((r) => r.data);

export const regionsQuery = (parent?: string) =>
  queryOptions({ queryKey: regionsKeys.children(parent), queryFn: () => listRegions(parent), staleTime: 60_000 });
export const useRegions = (parent?: string) => useQuery(regionsQuery(parent));
