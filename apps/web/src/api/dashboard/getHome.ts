// GET /a/v1/dashboard/home: the caller's figures (each with the list it counts), classes by status, trends, rankings.
import { DASHBOARD_API, DASHBOARD_FOLD_EVERY_MS, type DashboardHome } from '@etp/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../http';
import { dashboardKeys } from './keys';

export const getHome = () => get<DashboardHome>(DASHBOARD_API.home, { noLoading: true }).then((r) => r.data);

export const homeQuery = () =>
  queryOptions({ queryKey: dashboardKeys.home(), queryFn: getHome, refetchInterval: DASHBOARD_FOLD_EVERY_MS });

export const useDashboardHome = () => useQuery(homeQuery());
