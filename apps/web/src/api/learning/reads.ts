// GET /s/v1/learning/overview, /s/v1/learning/courses, /s/v1/learning/courses/{id}: the student's study reads;
// GET /f/v1/classes/{id}/study-hours: a class's credited time per student and day (staff).
import {
  type ClassHoursRow,
  type CourseProgress,
  LEARNING_API,
  type StudyOutline,
  type StudyOverview,
} from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { mediaRenewDelay } from '@/utils/mediaRenewal';
import { get } from '../http';
import { learningKeys } from './keys';

export const studyOverviewQuery = () =>
  queryOptions({
    queryKey: learningKeys.overview(),
    queryFn: () => get<StudyOverview>(LEARNING_API.overview).then((r) => r.data),
  });
export const useStudyOverview = () => useQuery(studyOverviewQuery());

export const useMyCourses = () =>
  useQuery({
    queryKey: learningKeys.courses(),
    queryFn: () => get<CourseProgress[]>(LEARNING_API.courses).then((r) => r.data),
  });

/** Read again before the lessons' media addresses expire (15-20 minutes), in a background tab too (a lesson plays on). */
export const useStudyOutline = (id: number) =>
  useQuery({
    queryKey: learningKeys.course(id),
    queryFn: () => get<StudyOutline>(LEARNING_API.course(id)).then((r) => r.data),
    enabled: id > 0,
    refetchInterval: (query) =>
      mediaRenewDelay(query.state.data?.chapters.flatMap((c) => c.lessons.map((l) => l.media_expires_at)) ?? []),
    refetchIntervalInBackground: true,
  });

export const useClassHours = (id: number) =>
  useQuery({
    queryKey: learningKeys.classHours(id),
    queryFn: () =>
      get<{ hour_minutes: number; rows: ClassHoursRow[] }>(LEARNING_API.classHours(id)).then((r) => r.data),
    enabled: id > 0,
  });
