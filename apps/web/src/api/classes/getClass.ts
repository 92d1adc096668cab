// GET /f/v1/classes/{id}: one class with its trainers and schedule.
import { CLASSES_API, type ClassDetail } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export const getClass = (id: number) => get<ClassDetail>(CLASSES_API.one(id)).then((r) => r.data);
export const classQuery = (id: number) => queryOptions({ queryKey: classesKeys.one(id), queryFn: () => getClass(id) });
export const useClass = (id: number | null) => useQuery({ ...classQuery(id ?? 0), enabled: id !== null });
