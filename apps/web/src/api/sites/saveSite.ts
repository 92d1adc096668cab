// POST /a/v1/sites (new) or PUT /a/v1/sites/:id (every field; shows on the site at once).
import type { AdminSite, SiteInput } from '@etp/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ADMIN_API, pathWith } from '../adminPaths';
import { post, put } from '../http';

export const saveSite = ({ id, ...body }: SiteInput & { id?: number }) =>
  id ? put<AdminSite>(pathWith(ADMIN_API.site, { id }), body) : post<AdminSite>(ADMIN_API.sites, body);

export function useSaveSite() {
  const client = useQueryClient();
  return useMutation({ mutationFn: saveSite, onSuccess: () => client.invalidateQueries({ queryKey: ['sites'] }) });
}
