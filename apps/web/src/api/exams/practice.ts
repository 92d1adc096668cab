// Practice (issue 14): the student's courses with per-chapter progress (GET /s/v1/practice/courses), a batch of
// questions by chapter, at random or from the wrong-answer book (no keys), one answer marked at once (the key and the
// analysis come back), the wrong-answer book (paginated) and clearing it, one question or all.
import {
  EXAMS_API,
  type Page,
  type PracticeAnswer,
  type PracticeCourse,
  type PracticeFeedback,
  type PracticeMode,
  type PracticeQuestion,
  type PracticeWrongRow,
} from '@etp/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, http, post } from '../http';
import { examsKeys } from './keys';

export const usePracticeCourses = () =>
  useQuery({
    queryKey: examsKeys.practiceCourses(),
    queryFn: () => get<PracticeCourse[]>(EXAMS_API.practiceCourses).then((r) => r.data),
  });

export interface BatchParams {
  mode: PracticeMode;
  chapter_id?: number;
  count: number;
  /** A new round asks again (a new random draw). */
  round: number;
}

/** One batch of a practice round: fetched once, never refetched under the student (a random draw must hold). */
export const usePracticeBatch = (courseId: number, params: BatchParams) =>
  useQuery({
    queryKey: examsKeys.practiceBatch(courseId, params),
    queryFn: () => {
      const { round: _round, ...query } = params;
      return get<PracticeQuestion[]>(EXAMS_API.practiceQuestions(courseId), { params: query }).then((r) => r.data);
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

export function useAnswerPractice(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PracticeAnswer) =>
      post<PracticeFeedback>(EXAMS_API.practiceAnswers(courseId), body, { noLoading: true }).then((r) => r.data),
    onSuccess: () => client.invalidateQueries({ queryKey: examsKeys.practice() }),
  });
}

export const useWrongBook = (courseId: number, params: { page: number; size: number }) =>
  useQuery({
    queryKey: examsKeys.practiceWrong(courseId, params),
    queryFn: () => get<Page<PracticeWrongRow>>(EXAMS_API.practiceWrong(courseId), { params }).then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** Clears one question from the wrong-answer book, or (null) all of the course's. */
export function useClearWrong(courseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (questionId: number | null) =>
      http.delete(
        questionId === null ? EXAMS_API.practiceWrong(courseId) : EXAMS_API.practiceWrongOne(courseId, questionId),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: examsKeys.practice() }),
  });
}
