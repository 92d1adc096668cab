// PUT /f/v1/homes/teacher: save the teacher's profile.
import { API, type TeacherHomeUpdate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';

export const updateTeacherHome = (body: TeacherHomeUpdate) => put<null>(API.teacherHome, body);

export function useUpdateTeacherHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateTeacherHome,
    onSuccess: () => client.invalidateQueries({ queryKey: ['teacher', 'home'] }),
  });
}
