// GET /p/v1/competitions: published competitions, newest registration first; a phase filter.
import { COMPETITIONS_PUBLIC_API, type CompetitionPhase, type CompetitionSummary, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { competitionsKeys } from './keys';

export interface PublicCompetitionParams {
  page?: number;
  size?: number;
  keyword?: string;
  phase?: CompetitionPhase;
}

export const getPublicCompetitions = (params: PublicCompetitionParams) =>
  get<Page<CompetitionSummary>>(COMPETITIONS_PUBLIC_API.list, { noLoading: true, silent: true, params }).then(
    (r) => r.data,
  );

export const publicCompetitionsQuery = (params: PublicCompetitionParams) =>
  queryOptions({
    staleTime: 60_000,
    queryKey: competitionsKeys.publicList(params),
    queryFn: () => getPublicCompetitions(params),
    placeholderData: keepPreviousData,
  });
export const usePublicCompetitions = (params: PublicCompetitionParams) => useQuery(publicCompetitionsQuery(params));
