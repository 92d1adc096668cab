// GET /o/v1/courses: the course catalogue, paged, by keyword and status.
import { COURSES_API, type CourseListQuery, type CourseRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { coursesKeys } from './keys';

export type CourseListParams = Pick<CourseListQuery, 'page' | 'size'> & Partial<Record<'keyword' | 'status', string>>;

export const listCourses = (params: CourseListParams) =>
  get<Page<CourseRow>>(COURSES_API.list, { params, noLoading: true }).then((r) => r.data);

export const coursesQuery = (params: CourseListParams) =>
  queryOptions({
    queryKey: coursesKeys.list(params),
    queryFn: () => listCourses(params),
    placeholderData: keepPreviousData,
  });
