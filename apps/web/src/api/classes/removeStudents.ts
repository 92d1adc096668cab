// POST /f/v1/students/verify-batch-del: removes unverified students; body code 400 lists those that stay.
import { type BatchRefusal, STUDENTS_API } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { classesKeys } from './keys';

/** The answer's msg and the refusals (empty when every student was removed). */
export const removeStudents = (ids: number[]) =>
  post<BatchRefusal[]>(STUDENTS_API.verifyBatchDel, { ids }).then((r) => ({ msg: r.msg, refused: r.data ?? [] }));

export function useRemoveStudents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeStudents,
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
