// Login and audit logs for administrators, with exports to the download centre.
import { auditLogQuery, auditLogRow, LOGS_API, loginLogQuery, loginLogRow, pageOf } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportRoute } from '@/modules/exports/index.ts';
import { crud } from '@/plugins/crud.ts';
import { type auditLogsExport, LOG_READERS, type loginLogsExport } from './exports.ts';

export interface LogRoutesOptions {
  exports: { login: ReturnType<typeof loginLogsExport>; audit: ReturnType<typeof auditLogsExport> };
}

export const logRoutes: FastifyPluginAsyncZod<LogRoutesOptions> = async (app, { exports }) => {
  const { logs } = app;
  const tags = ['logs'];
  const routes = crud(app, { tags, read: LOG_READERS, edit: LOG_READERS });

  routes.get(LOGS_API.login, {
    summary: 'Login log (success and failure)',
    querystring: loginLogQuery,
    data: pageOf(loginLogRow),
    run: (request) => logs.loginLogs(request.query),
  });
  routes.get(LOGS_API.audit, {
    summary: 'Audit log of changes made through /a/v1',
    querystring: auditLogQuery,
    data: pageOf(auditLogRow),
    run: (request) => logs.auditLogs(request.query),
  });
  exportRoute(app, LOGS_API.loginExport, exports.login, { tags, summary: 'Export the login log' });
  exportRoute(app, LOGS_API.auditExport, exports.audit, { tags, summary: 'Export the audit log' });
};
