// POST /a/v1/logs/login/export: queues the login log (same filters) in the download centre.
import { LOGS_API } from '@etp/contracts';
import { queueExport } from '../exports/queueExport';
import type { LoginLogParams } from './keys';

export const exportLoginLogs = queueExport<LoginLogParams>(LOGS_API.loginExport);
