// DELETE /f/v1/homeworks/{id}: only a homework nobody has handed in.
import { HOMEWORK_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { homeworkKeys } from './keys';

export const deleteHomework = (id: number) => http.delete(HOMEWORK_API.one(id));

export function useDeleteHomework() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteHomework,
    onSuccess: () => client.invalidateQueries({ queryKey: homeworkKeys.all }),
  });
}
