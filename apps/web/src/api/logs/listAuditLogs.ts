// GET /a/v1/logs/audit: every change made through /a/v1 with before and after.
import { type auditLogRow, LOGS_API, type Page } from '@etp/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get } from '../http';
import { type AuditLogParams, logsKeys } from './keys';

export type AuditLogRow = z.infer<typeof auditLogRow>;

export const listAuditLogs = (params: AuditLogParams) =>
  get<Page<AuditLogRow>>(LOGS_API.audit, { params, noLoading: true }).then((r) => r.data);

export const auditLogsQuery = (params: AuditLogParams) =>
  queryOptions({
    queryKey: logsKeys.audit(params),
    queryFn: () => listAuditLogs(params),
    placeholderData: keepPreviousData,
  });
export const useAuditLogs = (params: AuditLogParams) => useQuery(auditLogsQuery(params));
