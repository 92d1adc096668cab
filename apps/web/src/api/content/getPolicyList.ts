// GET /p/v1/policies: published policies; level national / province / city.
import type { PolicyListItem } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { type PortalListParams, publicListQuery } from './publicList';

export const policyListQuery = (params: PortalListParams) => publicListQuery<PolicyListItem>('policy', params);
export const usePolicyList = (params: PortalListParams) => useQuery(policyListQuery(params));
