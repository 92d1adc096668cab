// GET /p/v1/regions: one level of the division tree (provinces without a parent), for the public lists' filters.
import { REGIONS_API, type RegionRow } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { PUBLIC_CALL } from '../content/publicList';
import { get } from '../http';
import { regionsKeys } from './keys';

/** Division codes change about once a year. */
const REGIONS_STALE_MS = 30 * 60_000;

export const getPublicRegions = (parent?: string) =>
  get<RegionRow[]>(REGIONS_API.public, { ...PUBLIC_CALL, params: parent ? { parent } : {} }).then((r) => r.data);

export const publicRegionsQuery = (parent?: string) =>
  queryOptions({
    staleTime: REGIONS_STALE_MS,
    queryKey: regionsKeys.publicChildren(parent),
    queryFn: () => getPublicRegions(parent),
  });

/** The children of `parent` (the provinces without it); nothing is fetched while `enabled` is false. */
export const usePublicRegions = (parent: string | undefined, enabled = true) =>
  useQuery({ ...publicRegionsQuery(parent), enabled });
