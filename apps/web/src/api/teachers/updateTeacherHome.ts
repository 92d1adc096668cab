// PUT /f/v1/homes/teacher: save the teacher's profile.
import { TEACHERS_API, type TeacherHomeUpdate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { teachersKeys } from './keys';

export const updateTeacherHome = (body: TeacherHomeUpdate) => put<null>(TEACHERS_API.home, body);

export function useUpdateTeacherHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTeacherHome,
    onSuccess: () => client.invalidateQueries({ queryKey: teachersKeys.home() }),
  });
}
