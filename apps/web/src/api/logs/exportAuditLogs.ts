// POST /a/v1/logs/audit/export: queues the audit log (same filters) in the download centre.
import { LOGS_API } from '@etp/contracts';
import type { ExportQueued } from '../exports/listExports';
import { post } from '../http';
import type { AuditLogParams } from './listAuditLogs';

export const exportAuditLogs = ({ page: _page, size: _size, ...filters }: AuditLogParams) =>
  post<ExportQueued>(LOGS_API.auditExport, filters);
