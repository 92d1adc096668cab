// GET /f/v1/leads: sign-up leads of the caller's area, masked.
import { type LeadRow, type Page, SIGNUPS_API } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { signupsKeys } from './keys';

export type LeadListParams = { page: number; size: number } & Partial<Record<'keyword' | 'status', string>>;

export const listLeads = (params: LeadListParams) =>
  get<Page<LeadRow>>(SIGNUPS_API.leads, { params, noLoading: true }).then((r) => r.data);
export const leadsQuery = (params: LeadListParams) =>
  queryOptions({
    queryKey: signupsKeys.leads(params),
    queryFn: () => listLeads(params),
    placeholderData: keepPreviousData,
  });
