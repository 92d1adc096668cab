// GET /p/v1/practical-training: the practical-training institutions and their classes open to sign-ups (public).
import { INSTITUTIONS_API, type PracticalInstitution } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { institutionsKeys } from './keys';

export const getPracticalTraining = () =>
  get<PracticalInstitution[]>(INSTITUTIONS_API.practical, { silent: true }).then((r) => r.data);
export const usePracticalTraining = () =>
  useQuery({ queryKey: institutionsKeys.practical(), queryFn: getPracticalTraining, staleTime: 60_000 });
