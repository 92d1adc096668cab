// GET /p/v1/surveys: the surveys that take answers now (the portal's 问卷调查 tile lists them).
import { type PublicSurveyItem, SURVEYS_API } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { surveysKeys } from './keys';

export const listPublicSurveys = () => get<PublicSurveyItem[]>(SURVEYS_API.publicList).then((r) => r.data);
export const usePublicSurveys = (enabled = true) =>
  useQuery({ queryKey: surveysKeys.publicList(), queryFn: listPublicSurveys, enabled });
