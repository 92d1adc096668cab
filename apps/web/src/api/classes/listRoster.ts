// GET /f/v1/classes/{id}/students: a class's roster, masked.
import { CLASSES_API, type EnrolmentRow, type Page } from '@etp/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export const listRoster = (id: number, params: { page: number; size: number }) =>
  get<Page<EnrolmentRow>>(CLASSES_API.students(id), { params, noLoading: true }).then((r) => r.data);
export const useRoster = (id: number | null, params: { page: number; size: number }) =>
  useQuery({
    queryKey: classesKeys.roster(id ?? 0, params),
    queryFn: () => listRoster(id ?? 0, params),
    enabled: id !== null,
    placeholderData: keepPreviousData,
  });
