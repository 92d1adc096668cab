// GET /f/v1/courses: the courses a class may teach.
import { CLASSES_API } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export const listCourses = () => get<{ id: number; name: string }[]>(CLASSES_API.courses).then((r) => r.data);
export const useCourses = () => useQuery({ queryKey: classesKeys.courses(), queryFn: listCourses, staleTime: 300_000 });
