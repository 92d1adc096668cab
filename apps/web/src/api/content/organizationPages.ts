// Institutions' portal pages: GET /a/v1/organizations (list), GET/PUT /a/v1/organizations/{id}.
import { CONTENT_API, type OrganizationAdminItem, type OrganizationUpdate, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, put } from '../http';
import { type ContentListParams, withoutEmpty } from './kinds';

const path = CONTENT_API.organization;

export const listOrganizationPages = (params: ContentListParams) =>
  get<Page<OrganizationAdminItem>>(path, { params: withoutEmpty(params), noLoading: true }).then((r) => r.data);
export const organizationPagesQuery = (params: ContentListParams) =>
  queryOptions({
    queryKey: ['content', 'organizations', 'list', params],
    queryFn: () => listOrganizationPages(params),
    placeholderData: keepPreviousData,
  });
export const useOrganizationPages = (params: ContentListParams) => useQuery(organizationPagesQuery(params));

export const getOrganizationPage = (id: number) => get<OrganizationAdminItem>(`${path}/${id}`).then((r) => r.data);
export const useOrganizationPage = (id: number) =>
  useQuery({
    queryKey: ['content', 'organizations', 'one', id],
    queryFn: () => getOrganizationPage(id),
    enabled: id > 0,
  });

export const updateOrganizationPage = (id: number, body: OrganizationUpdate) =>
  put<OrganizationAdminItem>(`${path}/${id}`, body).then((r) => r.data);
export function useUpdateOrganizationPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OrganizationUpdate }) => updateOrganizationPage(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['content', 'organizations'] }),
  });
}
