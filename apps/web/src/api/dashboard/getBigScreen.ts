// GET /a/v1/dashboard/big-screen: the cockpit's per-city figures, counters, rankings and daily trends.
import { type BigScreen, DASHBOARD_API, DASHBOARD_FOLD_EVERY_MS } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { dashboardKeys } from './keys';

export const getBigScreen = () => get<BigScreen>(DASHBOARD_API.bigScreen, { noLoading: true }).then((r) => r.data);

export const bigScreenQuery = () =>
  queryOptions({
    queryKey: dashboardKeys.bigScreen(),
    queryFn: getBigScreen,
    refetchInterval: DASHBOARD_FOLD_EVERY_MS,
  });

export const useBigScreen = () => useQuery(bigScreenQuery());
