// POST /a/v1/surveys (new) or PUT /a/v1/surveys/:id.
import { type AdminSurvey, pathWith, SURVEYS_API, type SurveyInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { surveysKeys } from './keys';

export const saveSurvey = ({ id, ...body }: SurveyInput & { id?: number }) =>
  id ? put<AdminSurvey>(pathWith(SURVEYS_API.one, { id }), body) : post<AdminSurvey>(SURVEYS_API.list, body);

export function useSaveSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveSurvey,
    onSuccess: () => client.invalidateQueries({ queryKey: surveysKeys.all }),
  });
}
