// POST /p/v1/competitions/results: results per published stage, by number or by leader name + phone.
import { COMPETITIONS_PUBLIC_API, type ResultQueryAnswer } from '@etp/contracts';
import { post } from '../http';

export const queryResults = (body: { number?: string; leader_name?: string; leader_phone?: string }) =>
  post<ResultQueryAnswer>(COMPETITIONS_PUBLIC_API.results, body, { noLoading: true, silent: true }).then((r) => r.data);
