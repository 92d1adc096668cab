// POST /s/v1/homeworks/{id}/draft and /submit: the answer written on `version`. A 409 carries the server's newer
// answer in `data`; the draft save is silent (the page shows its own state), the submission says what happened.
import { type AnswerBody, HOMEWORK_API, type SavedAnswer } from '@etp/contracts';
import { post } from '../http';

export const saveDraft = (id: number, body: AnswerBody) =>
  post<SavedAnswer>(HOMEWORK_API.draft(id), body, { silent: true, noLoading: true }).then((r) => r.data);

export const submitAnswer = (id: number, body: AnswerBody) =>
  post<SavedAnswer>(HOMEWORK_API.submit(id), body).then((r) => r.data);
