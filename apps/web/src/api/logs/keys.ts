// Query keys of the login and audit logs.
import type { AuditLogQuery, LoginLogQuery } from '@etp/contracts';

export type AuditLogParams = Pick<AuditLogQuery, 'page' | 'size'> & Partial<Omit<AuditLogQuery, 'page' | 'size'>>;

export type LoginLogParams = Pick<LoginLogQuery, 'page' | 'size'> & Partial<Omit<LoginLogQuery, 'page' | 'size'>>;

export const logsKeys = {
  all: ['logs'] as const,
  login: (params: LoginLogParams) => [...logsKeys.all, 'login', params] as const,
  audit: (params: AuditLogParams) => [...logsKeys.all, 'audit', params] as const,
};
