// GET /a/v1/surveys: surveys in the caller's scope (management).
import { type AdminSurveyRow, type Page, SURVEYS_API, type SurveyStatus } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { surveysKeys } from './keys';

export interface SurveyParams {
  page: number;
  size: number;
  keyword?: string;
  status?: SurveyStatus;
}

export const listSurveys = (params: SurveyParams) =>
  get<Page<AdminSurveyRow>>(SURVEYS_API.list, { params, noLoading: true }).then((r) => r.data);

export const surveysQuery = (params: SurveyParams) =>
  queryOptions({
    queryKey: surveysKeys.list(params),
    queryFn: () => listSurveys(params),
    placeholderData: keepPreviousData,
  });
