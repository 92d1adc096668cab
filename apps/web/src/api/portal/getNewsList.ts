// GET /p/v1/news: published news, pinned first, then newest.
import { type NewsListItem, type Page, PORTAL_API } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { cleanParams, type PortalListParams, PUBLIC_CALL, PUBLIC_STALE_MS } from './articles';

export const getNewsList = (params: PortalListParams) =>
  get<Page<NewsListItem>>(PORTAL_API.news, { ...PUBLIC_CALL, params: cleanParams(params) }).then((r) => r.data);

export const newsListQuery = (params: PortalListParams) =>
  queryOptions({
    staleTime: PUBLIC_STALE_MS,
    queryKey: ['portal', 'news', cleanParams(params)],
    queryFn: () => getNewsList(params),
    placeholderData: keepPreviousData,
  });
export const useNewsList = (params: PortalListParams) => useQuery(newsListQuery(params));
