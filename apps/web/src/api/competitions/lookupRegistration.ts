// POST /p/v1/competitions/registrations/lookup: one's registration read back by number + leader ID number.
import { COMPETITIONS_PUBLIC_API, type RegistrationView } from '@etp/contracts';
import { post } from '../http';

export const lookupRegistration = (body: { number: string; leader_id_card: string; captcha: string }) =>
  post<RegistrationView>(COMPETITIONS_PUBLIC_API.lookup, body, { noLoading: true, silent: true }).then((r) => r.data);
