// POST /a/v1/surveys/:id/publish or /close.
import { type AdminSurvey, pathWith, SURVEYS_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { surveysKeys } from './keys';

export const setSurveyState = ({ id, to }: { id: number; to: 'publish' | 'close' }) =>
  post<AdminSurvey>(pathWith(to === 'publish' ? SURVEYS_API.publish : SURVEYS_API.close, { id }));

export function useSetSurveyState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setSurveyState,
    onSuccess: () => client.invalidateQueries({ queryKey: surveysKeys.all }),
  });
}
