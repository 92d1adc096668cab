// GET /a/v1/organizations: the institutions' portal pages in the caller's region.
import { CONTENT_API, type OrganizationAdminItem, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withoutEmpty } from '@/utils/params';
import { get } from '../http';
import { contentKeys } from './keys';
import type { ContentListParams } from './listContent';

export const listOrganizationPages = (params: ContentListParams) =>
  get<Page<OrganizationAdminItem>>(CONTENT_API.organization, { params: withoutEmpty(params), noLoading: true }).then(
    (r) => r.data,
  );

export const organizationPagesQuery = (params: ContentListParams) =>
  queryOptions({
    queryKey: contentKeys.list('organization', params),
    queryFn: () => listOrganizationPages(params),
    placeholderData: keepPreviousData,
  });
export const useOrganizationPages = (params: ContentListParams) => useQuery(organizationPagesQuery(params));
