// GET /p/v1/organizations: approved training and practical-training institutions.
import type { OrganizationListItem } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { type PortalListParams, publicListQuery } from './publicList';

export const organizationListQuery = (params: PortalListParams) =>
  publicListQuery<OrganizationListItem>('organization', params);
export const useOrganizationList = (params: PortalListParams) => useQuery(organizationListQuery(params));
