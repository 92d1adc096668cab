// GET /a/v1/{kind}: every item of a kind in the caller's region, any status, paged by the server.
import { CONTENT_API, type ContentKind, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { withoutEmpty } from '@/utils/params';
import { get } from '../http';
import { contentKeys } from './keys';

export interface ContentListParams {
  page: number;
  size: number;
  keyword?: string;
  category?: string;
  level?: string;
  status?: string;
}

export const listContent = <T>(kind: ContentKind, params: ContentListParams) =>
  get<Page<T>>(CONTENT_API[kind], { params: withoutEmpty(params), noLoading: true }).then((r) => r.data);

export const contentListQuery = <T>(kind: ContentKind, params: ContentListParams) =>
  queryOptions({
    queryKey: contentKeys.list(kind, params),
    queryFn: () => listContent<T>(kind, params),
    placeholderData: keepPreviousData,
  });
export const useContentList = <T>(kind: ContentKind, params: ContentListParams) =>
  useQuery(contentListQuery<T>(kind, params));
