// POST /f/v1/classes/{id}/students: enrol one person; answers the one-time initial password of a new account.
import { CLASSES_API, type EnrolmentInput, type EnrolmentResult } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { classesKeys } from './keys';

export const enrolStudent = ({ classId, ...body }: EnrolmentInput & { classId: number }) =>
  post<EnrolmentResult>(CLASSES_API.students(classId), body).then((r) => r.data);

export function useEnrolStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: enrolStudent,
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
