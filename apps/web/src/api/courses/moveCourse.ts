// POST /o/v1/courses/{id}/publish | unpublish, and DELETE /o/v1/courses/{id}.
import { COURSES_API, type CourseRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http, post } from '../http';
import { coursesKeys } from './keys';

export type CourseMove = 'publish' | 'unpublish' | 'delete';

export const moveCourse = ({ id, action }: { id: number; action: CourseMove }): Promise<unknown> =>
  action === 'delete' ? http.delete(COURSES_API.one(id)) : post<CourseRow>(COURSES_API[action](id));

export function useMoveCourse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: moveCourse,
    onSuccess: () => client.invalidateQueries({ queryKey: coursesKeys.all }),
  });
}
