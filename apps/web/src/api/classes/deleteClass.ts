// DELETE /f/v1/classes/{id}: a draft without students.
import { CLASSES_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../http';
import { classesKeys } from './keys';

export const deleteClass = (id: number) => http.delete(CLASSES_API.one(id));

export function useDeleteClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteClass,
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
