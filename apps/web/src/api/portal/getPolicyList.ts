// GET /p/v1/policies: published policies; level national / province / city.
import { type Page, PORTAL_API, type PolicyListItem } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { cleanParams, type PortalListParams, PUBLIC_CALL, PUBLIC_STALE_MS } from './articles';

export const getPolicyList = (params: PortalListParams) =>
  get<Page<PolicyListItem>>(PORTAL_API.policy, { ...PUBLIC_CALL, params: cleanParams(params) }).then((r) => r.data);

export const policyListQuery = (params: PortalListParams) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: ['portal', 'policy', cleanParams(params)],
    queryFn: () => getPolicyList(params),
    placeholderData: keepPreviousData,
  });
export const usePolicyList = (params: PortalListParams) => useQuery(policyListQuery(params));
