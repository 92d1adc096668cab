// GET /a/v1/surveys: surveys in the caller's scope (management).
import { type AdminSurveyRow, type Page, SURVEYS_API } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { type SurveyParams, surveysKeys } from './keys';

export const listSurveys = (params: SurveyParams) =>
  get<Page<AdminSurveyRow>>(SURVEYS_API.list, { params, noLoading: true }).then((r) => r.data);

export const surveysQuery = (params: SurveyParams) =>
  queryOptions({
    queryKey: surveysKeys.list(params),
    queryFn: () => listSurveys(params),
    placeholderData: keepPreviousData,
  });
