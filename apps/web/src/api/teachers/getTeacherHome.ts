// GET /f/v1/homes/teacher: the teacher's personal centre.
import { TEACHERS_API, type TeacherHome } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { teachersKeys } from './keys';

export const getTeacherHome = () => get<TeacherHome>(TEACHERS_API.home).then((r) => r.data);
export const teacherHomeQuery = () => queryOptions({ queryKey: teachersKeys.home(), queryFn: getTeacherHome });
export const useTeacherHome = () => useQuery(teacherHomeQuery());
