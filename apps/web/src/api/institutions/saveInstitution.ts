// POST /a/v1/institutions (pending review) and PUT /a/v1/institutions/{id}.
import { INSTITUTIONS_API, type InstitutionInput, type InstitutionRow } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { institutionsKeys } from './keys';

export const saveInstitution = ({ id, ...body }: InstitutionInput & { id?: number }) =>
  id ? put<InstitutionRow>(INSTITUTIONS_API.one(id), body) : post<InstitutionRow>(INSTITUTIONS_API.list, body);

export function useSaveInstitution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInstitution,
    onSuccess: () => client.invalidateQueries({ queryKey: institutionsKeys.all }),
  });
}
