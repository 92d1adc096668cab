// Login and audit logs for administrators, with exports to the download centre.
import {
  auditLogQuery,
  auditLogRow,
  envelope,
  exportQueued,
  LOGS_API,
  loginLogQuery,
  loginLogRow,
  pageOf,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportOwner } from '../exports/owner.ts';

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  const { logs, exports } = app.ctx;
  const tags = ['logs'];
  const admin = { roles: ['admin'] as const, permission: 'monitor:log:list' };

  app.get(LOGS_API.login, {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Login log (success and failure)',
      querystring: loginLogQuery,
      response: { 200: envelope(pageOf(loginLogRow)) },
    },
    handler: async (request, reply) => {
      const { page, size } = request.query;
      return reply.ok({ ...(await logs.loginLogs(request.query)), page, size });
    },
  });

  app.post(LOGS_API.loginExport, {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Export the login log',
      body: loginLogQuery
        .partial()
        .nullish()
        .transform((filters) => filters ?? {}),
      response: { 201: envelope(exportQueued) },
    },
    handler: async (request, reply) => {
      request.audit({ action: 'loginLog.export', after: request.body });
      return reply.ok(await exports.enqueue(exportOwner(request), 'login-logs', request.body), 'exports.queued', 201);
    },
  });

  app.get(LOGS_API.audit, {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Audit log of changes made through /a/v1',
      querystring: auditLogQuery,
      response: { 200: envelope(pageOf(auditLogRow)) },
    },
    handler: async (request, reply) => {
      const { page, size } = request.query;
      return reply.ok({ ...(await logs.auditLogs(request.query)), page, size });
    },
  });

  app.post(LOGS_API.auditExport, {
    config: { access: admin },
    schema: {
      tags,
      summary: 'Export the audit log',
      body: auditLogQuery
        .partial()
        .nullish()
        .transform((filters) => filters ?? {}),
      response: { 201: envelope(exportQueued) },
    },
    handler: async (request, reply) => {
      request.audit({ action: 'auditLog.export', after: request.body });
      return reply.ok(await exports.enqueue(exportOwner(request), 'audit-logs', request.body), 'exports.queued', 201);
    },
  });
};
