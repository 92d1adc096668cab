// GET /a/v1/sites: every branded site with every field.
import { type AdminSite, type Page, SITES_API } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { sitesKeys } from './keys';

export const listSites = (params: { page: number; size: number }) =>
  get<Page<AdminSite>>(SITES_API.list, { params, noLoading: true }).then((r) => r.data);

export const sitesQuery = (params: { page: number; size: number }) =>
  queryOptions({
    queryKey: sitesKeys.list(params),
    queryFn: () => listSites(params),
    placeholderData: keepPreviousData,
  });
export const useSites = (params: { page: number; size: number }) => useQuery(sitesQuery(params));
