// GET /a/v1/page-views: views per route and day over the last days, with each day's totals.
import { MONITORING_API, type PageViewStats } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { monitoringKeys } from './keys';

export const getPageViewStats = (days: number) =>
  get<PageViewStats>(MONITORING_API.pageViewStats, { params: { days }, noLoading: true }).then((r) => r.data);

export const pageViewStatsQuery = (days: number) =>
  queryOptions({
    queryKey: monitoringKeys.pageViews(days),
    queryFn: () => getPageViewStats(days),
    placeholderData: keepPreviousData,
  });
export const usePageViewStats = (days: number) => useQuery(pageViewStatsQuery(days));
