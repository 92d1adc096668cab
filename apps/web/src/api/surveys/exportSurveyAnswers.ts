// POST /a/v1/surveys/export-answers: one survey's answers to the download centre.
import { SURVEYS_API } from '@etp/contracts';
import { post } from '../http';

export const exportSurveyAnswers = (surveyId: number) =>
  post<{ id: number }>(SURVEYS_API.exportAnswers, { survey_id: surveyId });
