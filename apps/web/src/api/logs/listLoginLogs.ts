// GET /a/v1/logs/login: successful and failed sign-ins.
import { LOGS_API, type loginLogRow, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../http';
import { type LoginLogParams, logsKeys } from './keys';

export type LoginLogRow = z.infer<typeof loginLogRow>;

export const listLoginLogs = (params: LoginLogParams) =>
  get<Page<LoginLogRow>>(LOGS_API.login, { params, noLoading: true }).then((r) => r.data);

export const loginLogsQuery = (params: LoginLogParams) =>
  queryOptions({
    queryKey: logsKeys.login(params),
    queryFn: () => listLoginLogs(params),
    placeholderData: keepPreviousData,
  });
export const useLoginLogs = (params: LoginLogParams) => useQuery(loginLogsQuery(params));
