// DELETE /a/v1/surveys/:id (only a survey nobody has answered).
import { pathWith, SURVEYS_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { surveysKeys } from './keys';

export const deleteSurvey = (id: number) => http.delete(pathWith(SURVEYS_API.one, { id }));

export function useDeleteSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteSurvey,
    onSuccess: () => client.invalidateQueries({ queryKey: surveysKeys.all }),
  });
}
