// POST /p/v1/competitions/{id}/registrations: a public registration (captcha inside the body); silent, the form
// shows the answer.
import { COMPETITIONS_PUBLIC_API, pathWith, type RegistrationReceipt } from '@etp/contracts';
import { post } from '../http';

export const registerForCompetition = (id: number, body: object) =>
  post<RegistrationReceipt>(pathWith(COMPETITIONS_PUBLIC_API.register, { id }), body, {
    noLoading: true,
    silent: true,
  }).then((r) => r.data);
