// GET /a/v1/competitions/{id}/registrations: registrations (personal data masked) with their results.
import {
  COMPETITIONS_API,
  type Page,
  pathWith,
  type RegistrationAdminItem,
  type RegistrationAdminQuery,
} from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { competitionsKeys } from './keys';

export type RegistrationListParams = Pick<RegistrationAdminQuery, 'page' | 'size'> &
  Partial<Omit<RegistrationAdminQuery, 'page' | 'size'>>;

export const listRegistrations = (id: number, params: RegistrationListParams) =>
  get<Page<RegistrationAdminItem>>(pathWith(COMPETITIONS_API.registrations, { id }), { params, noLoading: true }).then(
    (r) => r.data,
  );

export const registrationsQuery = (id: number, params: RegistrationListParams) =>
  queryOptions({
    queryKey: competitionsKeys.registrations(id, params),
    queryFn: () => listRegistrations(id, params),
    placeholderData: keepPreviousData,
    enabled: id > 0,
  });
export const useRegistrations = (id: number, params: RegistrationListParams) =>
  useQuery(registrationsQuery(id, params));
