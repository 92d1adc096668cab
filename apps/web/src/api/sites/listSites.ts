// GET /a/v1/sites: every branded site with every field.
import type { AdminSite, Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_API } from '../adminPaths';
import { get } from '../http';

export const listSites = (params: { page: number; size: number }) =>
  get<Page<AdminSite>>(ADMIN_API.sites, { params, noLoading: true }).then((r) => r.data);

export const sitesQuery = (params: { page: number; size: number }) =>
  queryOptions({ queryKey: ['sites', params], queryFn: () => listSites(params), placeholderData: keepPreviousData });
export const useSites = (params: { page: number; size: number }) => useQuery(sitesQuery(params));
