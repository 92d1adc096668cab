// POST /f/v1/students/{id}/verify: the teacher confirms a student's real-name data.
import { ENROLMENTS_API, type EnrolmentRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../http';
import { classesKeys } from './keys';

export const verifyStudent = (id: number) => post<EnrolmentRow>(ENROLMENTS_API.verify(id));

export function useVerifyStudent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: verifyStudent,
    onSuccess: () => client.invalidateQueries({ queryKey: classesKeys.all }),
  });
}
