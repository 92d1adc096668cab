// GET /a/v1/service-survey?by=: the follow-up figures by area, institution or class.
import { SETTLEMENT_API, type SurveyFigures } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { settlementKeys } from './keys';

export const getSurveyFigures = (by: string) =>
  get<SurveyFigures>(SETTLEMENT_API.survey, { params: { by }, noLoading: true }).then((r) => r.data);

export const useSurveyFigures = (by: string) =>
  useQuery({ queryKey: settlementKeys.survey(by), queryFn: () => getSurveyFigures(by) });
