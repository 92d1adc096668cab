// The question bank for the back office: GET /a/v1/exam-questions (paged, filtered), POST / PUT one, DELETE one.
import { EXAMS_API, type Page, type QuestionInput, type QuestionListQuery, type QuestionRow } from '@etp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { get, http, post, put } from '../http';
import { examsKeys } from './keys';

export type QuestionListParams = Pick<QuestionListQuery, 'page' | 'size'> &
  Partial<Record<'course_id' | 'chapter_id' | 'type' | 'difficulty' | 'keyword', string>>;

export const listQuestions = (params: QuestionListParams) =>
  get<Page<QuestionRow>>(EXAMS_API.questions, { params, noLoading: true }).then((r) => r.data);

export const questionsQuery = (params: QuestionListParams) =>
  queryOptions({
    queryKey: examsKeys.questions(params),
    queryFn: () => listQuestions(params),
    placeholderData: keepPreviousData,
  });

export const saveQuestion = ({ id, ...body }: QuestionInput & { id?: number }) =>
  id ? put<QuestionRow>(EXAMS_API.question(id), body) : post<QuestionRow>(EXAMS_API.questions, body);

export const deleteQuestion = (id: number) => http.delete(EXAMS_API.question(id));

/** Saving or deleting a question or a paper refreshes every exams list (papers name the bank's questions). */
export function useBankChange<A>(fn: (arg: A) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: examsKeys.all }) });
}
