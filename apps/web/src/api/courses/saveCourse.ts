// POST /o/v1/courses (a new draft) and PUT /o/v1/courses/{id} (the whole record).
import { COURSES_API, type CourseInput, type CourseRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { coursesKeys } from './keys';

export const saveCourse = ({ id, ...body }: CourseInput & { id?: number }) =>
  id ? put<CourseRow>(COURSES_API.one(id), body) : post<CourseRow>(COURSES_API.list, body);

export function useSaveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
