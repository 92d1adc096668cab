// POST /a/v1/sites (new) or PUT /a/v1/sites/:id (every field; shows on the site at once).
import { type AdminSite, pathWith, SITES_API, type SiteInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post, put } from '../http';
import { sitesKeys } from './keys';

export const saveSite = ({ id, ...body }: SiteInput & { id?: number }) =>
  id ? put<AdminSite>(pathWith(SITES_API.one, { id }), body) : post<AdminSite>(SITES_API.list, body);

export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSite, onSuccess: () => client.invalidateQueries({ queryKey: sitesKeys.all }) });
}
