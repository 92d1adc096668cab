// GET /a/v1/competitions/{id}: one competition with its rich texts, tracks and stages.
import { COMPETITIONS_API, type CompetitionAdminItem, pathWith } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { competitionsKeys } from './keys';

export const getCompetition = (id: number) =>
  get<CompetitionAdminItem>(pathWith(COMPETITIONS_API.one, { id }), { noLoading: true }).then((r) => r.data);

export const competitionQuery = (id: number) =>
  queryOptions({ queryKey: competitionsKeys.one(id), queryFn: () => getCompetition(id), enabled: id > 0 });
export const useCompetition = (id: number) => useQuery(competitionQuery(id));
