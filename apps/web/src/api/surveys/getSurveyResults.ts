// GET /a/v1/surveys/:id/results: counts per option, rating averages and distributions.
import { pathWith, SURVEYS_API, type SurveyResults } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { surveysKeys } from './keys';

export const getSurveyResults = (id: number) =>
  get<SurveyResults>(pathWith(SURVEYS_API.results, { id })).then((r) => r.data);

export const surveyResultsQuery = (id: number) =>
  queryOptions({ queryKey: surveysKeys.results(id), queryFn: () => getSurveyResults(id) });
export const useSurveyResults = (id: number) => useQuery(surveyResultsQuery(id));
