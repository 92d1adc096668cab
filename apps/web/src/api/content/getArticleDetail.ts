// GET /p/v1/{news|policies|cases}/{id}: one published item with previous and next (counts a view).
import { type ArticleKindName, type CaseDetail, type NewsDetail, PORTAL_API, type PolicyDetail } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { contentKeys } from './keys';
import { PUBLIC_CALL, PUBLIC_STALE_MS } from './publicList';

export interface ArticleDetails {
  news: NewsDetail;
  policy: PolicyDetail;
  case: CaseDetail;
}

/** Silent: a missing item is shown by the page as "not found", not as a toast. */
export const getArticleDetail = <K extends ArticleKindName>(kind: K, id: number) =>
  get<ArticleDetails[K]>(`${PORTAL_API[kind]}/${id}`, { ...PUBLIC_CALL, silent: true }).then((r) => r.data);

export const articleDetailQuery = <K extends ArticleKindName>(kind: K, id: number) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: contentKeys.publicOne(kind, id),
    queryFn: () => getArticleDetail(kind, id),
    enabled: Number.isInteger(id) && id > 0,
  });
export const useArticleDetail = <K extends ArticleKindName>(kind: K, id: number) =>
  useQuery(articleDetailQuery(kind, id));
