// GET /a/v1/surveys/:id: one survey with its questions (to edit it).
import { type AdminSurvey, pathWith, SURVEYS_API } from '@etp/contracts';
import { queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { surveysKeys } from './keys';

export const getSurvey = (id: number) => get<AdminSurvey>(pathWith(SURVEYS_API.one, { id })).then((r) => r.data);

export const surveyQuery = (id: number) =>
  queryOptions({ queryKey: surveysKeys.one(id), queryFn: () => getSurvey(id) });
