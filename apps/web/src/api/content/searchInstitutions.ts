// Institutions to pick in the user form, by name (the portal's organisation list: approved institutions).
import { type OrganizationListItem, type Page, PORTAL_API } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { contentKeys } from './keys';

export const searchInstitutions = (keyword: string) =>
  get<Page<OrganizationListItem>>(PORTAL_API.organization, {
    params: { page: 1, size: 20, ...(keyword ? { keyword } : {}) },
    noLoading: true,
  }).then((r) => r.data.list);

export const institutionsQuery = (keyword: string) =>
  queryOptions({
    queryKey: contentKeys.organizationSearch(keyword),
    queryFn: () => searchInstitutions(keyword),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
export const useInstitutionSearch = (keyword: string) => useQuery(institutionsQuery(keyword));
