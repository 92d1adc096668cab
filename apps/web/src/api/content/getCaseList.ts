// GET /p/v1/cases: published excellent cases.
import type { CaseListItem } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { type PortalListParams, publicListQuery } from './publicList';

export const caseListQuery = (params: PortalListParams) => publicListQuery<CaseListItem>('case', params);
export const useCaseList = (params: PortalListParams) => useQuery(caseListQuery(params));
