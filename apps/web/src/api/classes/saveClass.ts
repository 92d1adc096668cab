// POST /f/v1/classes (create a draft) and PUT /f/v1/classes/{id} (edit a draft or sent-back class).
import { CLASSES_API, type ClassDetail, type ClassInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { classesKeys } from './keys';

export const saveClass = ({ id, ...body }: ClassInput & { id?: number }) =>
  id ? put<ClassDetail>(CLASSES_API.one(id), body) : post<ClassDetail>(CLASSES_API.list, body);

export function useSaveClass() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveClass,
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
