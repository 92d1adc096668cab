// Login and audit logs, and their exports to the download centre (schema-free).

export const LOGS_API = {
  login: '/a/v1/logs/login',
  loginExport: '/a/v1/logs/login/export',
  audit: '/a/v1/logs/audit',
  auditExport: '/a/v1/logs/audit/export',
} as const;
