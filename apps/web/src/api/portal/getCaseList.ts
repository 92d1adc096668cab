// GET /p/v1/cases: published excellent cases.
import { type CaseListItem, type Page, PORTAL_API } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { cleanParams, type PortalListParams, PUBLIC_CALL, PUBLIC_STALE_MS } from './articles';

export const getCaseList = (params: PortalListParams) =>
  get<Page<CaseListItem>>(PORTAL_API.case, { ...PUBLIC_CALL, params: cleanParams(params) }).then((r) => r.data);

export const caseListQuery = (params: PortalListParams) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: ['portal', 'case', cleanParams(params)],
    queryFn: () => getCaseList(params),
    placeholderData: keepPreviousData,
  });
export const useCaseList = (params: PortalListParams) => useQuery(caseListQuery(params));
