// GET /p/v1/organizations/{id}: an institution page with the classes it has open.
import { type OrganizationDetail, PORTAL_API } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { contentKeys } from './keys';
import { PUBLIC_CALL, PUBLIC_STALE_MS } from './publicList';

export const getOrganizationDetail = (id: number) =>
  get<OrganizationDetail>(`${PORTAL_API.organization}/${id}`, { ...PUBLIC_CALL, silent: true }).then((r) => r.data);

export const organizationDetailQuery = (id: number) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: contentKeys.publicOne('organization', id),
    queryFn: () => getOrganizationDetail(id),
    enabled: Number.isInteger(id) && id > 0,
  });
export const useOrganizationDetail = (id: number) => useQuery(organizationDetailQuery(id));
