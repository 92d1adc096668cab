// Query keys of the login and audit logs.
import type { AuditLogParams } from './listAuditLogs';
import type { LoginLogParams } from './listLoginLogs';

export const logsKeys = {
  all: ['logs'] as const,
  login: (params: LoginLogParams) => [...logsKeys.all, 'login', params] as const,
  audit: (params: AuditLogParams) => [...logsKeys.all, 'audit', params] as const,
};
