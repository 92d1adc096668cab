// The logs module: decorates `logs` (the login log every login attempt writes, and the audit log's reading), registers
// the two logs' exports and their routes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { auditLogsExport, loginLogsExport } from './exports.ts';
import { logRoutes } from './routes.ts';
import { LogService } from './service.ts';

export type { LogService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    logs: LogService;
  }
}

async function logsModule(app: FastifyInstance) {
  const logs = new LogService(app.db);
  app.decorate('logs', logs);
  app.auditTrail.writeWith((record) => logs.recordAudit(record));
  const exports = { login: loginLogsExport(logs), audit: auditLogsExport(logs) };
  app.exports.register(exports.login);
  app.exports.register(exports.audit);
  await app.register(logRoutes, { exports });
}

export default fp(logsModule, { name: 'logs', dependencies: ['core', 'audit', 'exports'] });
