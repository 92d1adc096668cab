// GET /a/v1/surveys/:id/texts?question_id=: one text question's answers, newest first.
import { type Page, pathWith, SURVEYS_API, type SurveyTextAnswer } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { surveysKeys } from './keys';

export interface SurveyTextParams {
  id: number;
  questionId: number;
  page: number;
  size: number;
}

export const listSurveyTexts = ({ id, questionId, page, size }: SurveyTextParams) =>
  get<Page<SurveyTextAnswer>>(pathWith(SURVEYS_API.texts, { id }), {
    params: { question_id: questionId, page, size },
    noLoading: true,
  }).then((r) => r.data);

export const surveyTextsQuery = (params: SurveyTextParams) =>
  queryOptions({
    queryKey: surveysKeys.texts(params.id, params.questionId, params.page, params.size),
    queryFn: () => listSurveyTexts(params),
    placeholderData: keepPreviousData,
  });
export const useSurveyTexts = (params: SurveyTextParams) => useQuery(surveyTextsQuery(params));
