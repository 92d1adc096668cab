// POST /p/v1/competitions/registrations/correct: corrects a registration (number + leader ID number) while the
// registration stage runs.
import { COMPETITIONS_PUBLIC_API, type RegistrationReceipt } from '@etp/contracts';
import { post } from '../http';

export const correctRegistration = (body: object) =>
  post<RegistrationReceipt>(COMPETITIONS_PUBLIC_API.correct, body, { noLoading: true, silent: true }).then(
    (r) => r.data,
  );
