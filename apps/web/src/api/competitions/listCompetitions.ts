// GET /a/v1/competitions: competitions in the caller's scope, paged and filtered.
import { COMPETITIONS_API, type CompetitionAdminListItem, type CompetitionAdminQuery, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { competitionsKeys } from './keys';

export type CompetitionListParams = Pick<CompetitionAdminQuery, 'page' | 'size'> &
  Partial<Omit<CompetitionAdminQuery, 'page' | 'size'>>;

export const listCompetitions = (params: CompetitionListParams) =>
  get<Page<CompetitionAdminListItem>>(COMPETITIONS_API.list, { params, noLoading: true }).then((r) => r.data);

export const competitionsQuery = (params: CompetitionListParams) =>
  queryOptions({
    queryKey: competitionsKeys.list(params),
    queryFn: () => listCompetitions(params),
    placeholderData: keepPreviousData,
  });
export const useCompetitions = (params: CompetitionListParams) => useQuery(competitionsQuery(params));
