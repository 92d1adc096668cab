// The login log and the audit log as download-centre exports (the same filters as their lists).
import { auditLogQuery, loginLogQuery } from '@etp/contracts';
import { defineExport, inLocale } from '@/modules/exports/index.ts';
import { EXPORT_LIMIT, type LogService } from './service.ts';

/** Who reads and exports the logs. */
export const LOG_READERS = { roles: ['admin'], permission: 'monitor:log:list' } as const;

export const loginLogsExport = (logs: LogService) =>
  defineExport({
    kind: 'login-logs',
    sheetName: ['登录日志', 'Login log'],
    access: LOG_READERS,
    auditAction: 'loginLog.export',
    params: loginLogQuery.partial(),
    columns: [
      ['created_at', '时间', 'Time', 24],
      ['username', '用户名', 'Username'],
      ['role', '角色', 'Role'],
      ['success', '成功', 'Success'],
      ['reason', '原因', 'Reason', 28],
      ['ip', 'IP', 'IP'],
      ['site', '站点', 'Site'],
      ['user_agent', '浏览器', 'User agent', 40],
    ],
    rows: async (actor, filters) =>
      (await logs.loginLogs({ ...filters, page: 1, size: EXPORT_LIMIT })).list.map((r) => ({
        ...r,
        success: inLocale(actor.locale, r.success ? ['是', 'yes'] : ['否', 'no']),
      })),
  });

export const auditLogsExport = (logs: LogService) =>
  defineExport({
    kind: 'audit-logs',
    sheetName: ['操作日志', 'Audit log'],
    access: LOG_READERS,
    auditAction: 'auditLog.export',
    params: auditLogQuery.partial(),
    columns: [
      ['created_at', '时间', 'Time', 24],
      ['username', '用户名', 'Username'],
      ['role', '角色', 'Role'],
      ['action', '操作', 'Action', 24],
      ['target', '对象', 'Target'],
      ['ip', 'IP', 'IP'],
      ['before', '修改前', 'Before', 40],
      ['after', '修改后', 'After', 40],
    ],
    rows: async (_actor, filters) =>
      (await logs.auditLogs({ ...filters, page: 1, size: EXPORT_LIMIT })).list.map((r) => ({
        ...r,
        target: `${r.target_type} ${r.target_id}`.trim(),
        before: r.before === null ? '' : JSON.stringify(r.before),
        after: r.after === null ? '' : JSON.stringify(r.after),
      })),
  });
