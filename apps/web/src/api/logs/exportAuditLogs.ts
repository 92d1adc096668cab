// POST /a/v1/logs/audit/export: queues the audit log (same filters) in the download centre.
import { LOGS_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { AuditLogParams } from './keys';

export const exportAuditLogs = queueExport<AuditLogParams>(LOGS_API.auditExport);
