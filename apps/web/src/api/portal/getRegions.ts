// GET /p/v1/regions: one level of the division tree (provinces without a parent), for the region filters.
import { REGIONS_API, type RegionRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { PUBLIC_CALL } from './articles';

/** Division codes change about once a year. */
const REGIONS_STALE_MS = 30 * 60_000;

export const getRegions = (parent?: string) =>
  get<RegionRow[]>(REGIONS_API.public, { ...PUBLIC_CALL, params: parent ? { parent } : {} }).then((r) => r.data);

export const regionsQuery = (parent?: string) =>
  queryOptions({
    staleTime: REGIONS_STALE_MS,
    queryKey: ['portal', 'regions', parent ?? ''],
    queryFn: () => getRegions(parent),
  });

/** The children of `parent` (the provinces without it); nothing is fetched while `enabled` is false. */
export const useRegions = (parent: string | undefined, enabled = true) =>
  useQuery({ ...regionsQuery(parent), enabled });
