// GET /p/v1/sign-ups/options: courses, areas and institutions of the public sign-up form.
import { SIGNUPS_API, type SignUpOptions } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { signupsKeys } from './keys';

export const getSignUpOptions = () => get<SignUpOptions>(SIGNUPS_API.options, { silent: true }).then((r) => r.data);
export const useSignUpOptions = () =>
  useQuery({ queryKey: signupsKeys.options(), queryFn: getSignUpOptions, staleTime: 600_000 });
