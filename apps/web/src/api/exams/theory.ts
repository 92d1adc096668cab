// The attempt under its theoryToken: GET /s/v1/s-theory/{courseId} (http.ts sends the token from session
// storage), PUT saves answers and leaves, POST submits. Saves are silent: the page shows their state per question.
import { type AttemptState, EXAMS_API, type SaveAnswers, type SavedAnswers } from '@etp/contracts';
import { get, post, put } from '../http';

export const getAttempt = (courseId: string) =>
  get<AttemptState>(EXAMS_API.theory(courseId), { noLoading: true }).then((r) => r.data);
export const saveAnswers = (courseId: string, body: SaveAnswers) =>
  put<SavedAnswers>(EXAMS_API.theory(courseId), body, { silent: true, noLoading: true }).then((r) => r.data);
export const submitAttempt = (courseId: string) => post<AttemptState>(EXAMS_API.theory(courseId)).then((r) => r.data);
