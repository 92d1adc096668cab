// GET /p/v1/competitions/open: the competitions not finished yet, those taking registrations first (home teaser).
import { COMPETITIONS_PUBLIC_API, type CompetitionSummary } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { competitionsKeys } from './keys';

export const getOpenCompetitions = () =>
  get<CompetitionSummary[]>(COMPETITIONS_PUBLIC_API.open, { noLoading: true, silent: true }).then((r) => r.data);

export const openCompetitionsQuery = () =>
  queryOptions({ staleTime: 60_000, queryKey: competitionsKeys.open(), queryFn: getOpenCompetitions });
export const useOpenCompetitions = () => useQuery(openCompetitionsQuery());
