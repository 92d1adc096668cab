// GET /f/v1/homes/teacher: the teacher's personal centre.
import { API, type TeacherHome } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';

export const getTeacherHome = () => get<TeacherHome>(API.teacherHome).then((r) => r.data);
export const teacherHomeQuery = () => queryOptions({ queryKey: ['teacher', 'home'], queryFn: getTeacherHome });
export const useTeacherHome = () => useQuery(teacherHomeQuery());
