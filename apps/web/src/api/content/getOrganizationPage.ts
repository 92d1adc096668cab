// GET /a/v1/organizations/{id}: one institution's portal page with its rich text, for the edit drawer.
import { CONTENT_API, type OrganizationAdminItem } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { contentKeys } from './keys';

export const getOrganizationPage = (id: number) =>
  get<OrganizationAdminItem>(`${CONTENT_API.organization}/${id}`).then((r) => r.data);

export const organizationPageQuery = (id: number) =>
  queryOptions({
    queryKey: contentKeys.one('organization', id),
    queryFn: () => getOrganizationPage(id),
    enabled: id > 0,
  });
export const useOrganizationPage = (id: number) => useQuery(organizationPageQuery(id));
