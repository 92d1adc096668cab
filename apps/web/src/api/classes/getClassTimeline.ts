// GET /f/v1/classes/{id}/timeline: who moved the class, when and why.
import { CLASSES_API, type ClassTransition } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { classesKeys } from './keys';

export const getClassTimeline = (id: number) => get<ClassTransition[]>(CLASSES_API.timeline(id)).then((r) => r.data);
export const useClassTimeline = (id: number | null) =>
  useQuery({ queryKey: classesKeys.timeline(id ?? 0), queryFn: () => getClassTimeline(id ?? 0), enabled: id !== null });
