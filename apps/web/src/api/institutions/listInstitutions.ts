// GET /a/v1/institutions: institutions of the caller's region, pending ones first.
import { INSTITUTIONS_API, type InstitutionRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { institutionsKeys } from './keys';

export type InstitutionListParams = { page: number; size: number } & Partial<
  Record<'keyword' | 'status' | 'region', string>
>;

export const listInstitutions = (params: InstitutionListParams) =>
  get<Page<InstitutionRow>>(INSTITUTIONS_API.list, { params, noLoading: true }).then((r) => r.data);
export const institutionsQuery = (params: InstitutionListParams) =>
  queryOptions({
    queryKey: institutionsKeys.list(params),
    queryFn: () => listInstitutions(params),
    placeholderData: keepPreviousData,
  });
