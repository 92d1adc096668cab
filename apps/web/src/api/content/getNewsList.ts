// GET /p/v1/news: published news, pinned first, then newest.
import type { NewsListItem } from '@etp/contracts';
import { useQuery } from '@tanstack/react-query';
import { type PortalListParams, publicListQuery } from './publicList';

export const newsListQuery = (params: PortalListParams) => publicListQuery<NewsListItem>('news', params);
export const useNewsList = (params: PortalListParams) => useQuery(newsListQuery(params));
