// GET /p/v1/organizations: approved training and practical-training institutions.
import { type OrganizationListItem, type Page, PORTAL_API } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { cleanParams, type PortalListParams, PUBLIC_CALL, PUBLIC_STALE_MS } from './articles';

export const getOrganizationList = (params: PortalListParams) =>
  get<Page<OrganizationListItem>>(PORTAL_API.organization, { ...PUBLIC_CALL, params: cleanParams(params) }).then(
    (r) => r.data,
  );

export const organizationListQuery = (params: PortalListParams) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: ['portal', 'organizations', cleanParams(params)],
    queryFn: () => getOrganizationList(params),
    placeholderData: keepPreviousData,
  });
export const useOrganizationList = (params: PortalListParams) => useQuery(organizationListQuery(params));
