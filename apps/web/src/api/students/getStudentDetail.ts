// GET /s/v1/student: the signed-in student's detail (loaded for students only).
import { STUDENTS_API, type StudentDetail } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSession } from '@/stores/session';
import { get } from '../http';
import { studentsKeys } from './keys';

export const getStudentDetail = () => get<StudentDetail>(STUDENTS_API.detail).then((r) => r.data);

export const studentDetailQuery = () => queryOptions({ queryKey: studentsKeys.detail(), queryFn: getStudentDetail });
/** Starts from what the guard loaded, and keeps the session's copy in step with refetches. */
export function useStudentDetail(enabled = true) {
  return useQuery({
    ...studentDetailQuery(),
    enabled,
    initialData: () => useSession.getState().student ?? undefined,
    queryFn: async () => {
      const detail = await getStudentDetail();
      useSession.getState().setStudent(detail);
      return detail;
    },
  });
}
