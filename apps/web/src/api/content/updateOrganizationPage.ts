// PUT /a/v1/organizations/{id}: an institution's portal page (intro, pictures, contact, rich text).
import { CONTENT_API, type OrganizationAdminItem, type OrganizationUpdate } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { put } from '../http';
import { contentKeys } from './keys';

export const updateOrganizationPage = ({ id, body }: { id: number; body: OrganizationUpdate }) =>
  put<OrganizationAdminItem>(`${CONTENT_API.organization}/${id}`, body).then((r) => r.data);

export function useUpdateOrganizationPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateOrganizationPage,
    onSuccess: () => client.invalidateQueries({ queryKey: contentKeys.section('organization') }),
  });
}
