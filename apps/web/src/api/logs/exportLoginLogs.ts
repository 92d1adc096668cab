// POST /a/v1/logs/login/export: queues the login log (same filters) in the download centre.
import { LOGS_API } from '@etp/contracts';
import type { ExportQueued } from '../exports/listExports';
import { post } from '../http';
import type { LoginLogParams } from './listLoginLogs';

export const exportLoginLogs = ({ page: _page, size: _size, ...filters }: LoginLogParams) =>
  post<ExportQueued>(LOGS_API.loginExport, filters);
