// GET /f/v1/students: students of the classes the caller sees, masked.
import { ENROLMENTS_API, type EnrolmentRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export type StudentListParams = { page: number; size: number } & Partial<
  Record<'keyword' | 'class_id' | 'verified', string>
>;

export const listStudents = (params: StudentListParams) =>
  get<Page<EnrolmentRow>>(ENROLMENTS_API.list, { params, noLoading: true }).then((r) => r.data);
export const studentsQuery = (params: StudentListParams) =>
  queryOptions({
    queryKey: classesKeys.students(params),
    queryFn: () => listStudents(params),
    placeholderData: keepPreviousData,
  });
