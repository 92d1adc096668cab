// GET /p/v1/competitions/{id}: one published competition with its introduction and service information.
import { COMPETITIONS_PUBLIC_API, type CompetitionDetail, pathWith } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { competitionsKeys } from './keys';

export const getPublicCompetition = (id: number) =>
  get<CompetitionDetail>(pathWith(COMPETITIONS_PUBLIC_API.one, { id }), { noLoading: true, silent: true }).then(
    (r) => r.data,
  );

export const publicCompetitionQuery = (id: number) =>
  queryOptions({
    staleTime: 60_000,
    queryKey: competitionsKeys.publicOne(id),
    queryFn: () => getPublicCompetition(id),
    enabled: id > 0,
  });
export const usePublicCompetition = (id: number) => useQuery(publicCompetitionQuery(id));
