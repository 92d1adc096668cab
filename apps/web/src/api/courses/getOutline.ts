// GET /o/v1/courses/{id}/outline: chapters and lessons with media addresses (tokens included).
import { COURSES_API, type CourseOutline } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { coursesKeys } from './keys';

export const getOutline = (id: number) =>
  get<CourseOutline>(COURSES_API.outline(id), { noLoading: true }).then((r) => r.data);

export const useOutline = (id: number | null) =>
  useQuery({ queryKey: coursesKeys.outline(id ?? 0), queryFn: () => getOutline(id!), enabled: id !== null });
