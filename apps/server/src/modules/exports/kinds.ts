// The exports the download centre can run: users, login log and audit log.
import type { Locale } from '@etp/contracts';
import type { AccountService } from '../accounts/service.ts';
import type { LogService } from '../logs/service.ts';
import type { ExportService } from './service.ts';

const label = (locale: Locale, zh: string, en: string) => (locale === 'en-US' ? en : zh);
const yesNo = (locale: Locale, value: boolean) => label(locale, value ? '是' : '否', value ? 'yes' : 'no');

export function registerExports(exports: ExportService, accounts: AccountService, logs: LogService): void {
  exports.register('users', {
    sheetName: (l) => label(l, '用户列表', 'Users'),
    async run(owner, params) {
      const rows = await accounts.exportRows({ userId: owner.user.id, role: owner.role, user: owner.user }, params);
      const l = owner.locale;
      return {
        columns: [
          { header: label(l, '用户名', 'Username'), key: 'username' as never },
          { header: label(l, '姓名', 'Name'), key: 'name' as never },
          { header: label(l, '角色', 'Roles'), key: 'roles' as never },
          { header: label(l, '手机号', 'Phone'), key: 'phone' as never },
          { header: label(l, '地区', 'Region'), key: 'region' as never },
          { header: label(l, '培训机构', 'Institution'), key: 'institution' as never, width: 32 },
          { header: label(l, '状态', 'Status'), key: 'status' as never },
          { header: label(l, '创建时间', 'Created'), key: 'created_at' as never, width: 24 },
        ],
        rows: rows.map((r) => ({
          ...r,
          roles: r.roles.join(', '),
          region: r.region_name,
          institution: r.institution_name,
          status: r.status === 'active' ? label(l, '正常', 'active') : label(l, '停用', 'disabled'),
        })),
      };
    },
  });

  exports.register('login-logs', {
    sheetName: (l) => label(l, '登录日志', 'Login log'),
    async run(owner, params) {
      const l = owner.locale;
      const rows = await logs.loginLogRows(params);
      return {
        columns: [
          { header: label(l, '时间', 'Time'), key: 'created_at' as never, width: 24 },
          { header: label(l, '用户名', 'Username'), key: 'username' as never },
          { header: label(l, '角色', 'Role'), key: 'role' as never },
          { header: label(l, '成功', 'Success'), key: 'success' as never },
          { header: label(l, '原因', 'Reason'), key: 'reason' as never, width: 28 },
          { header: 'IP', key: 'ip' as never },
          { header: label(l, '站点', 'Site'), key: 'site' as never },
          { header: label(l, '浏览器', 'User agent'), key: 'user_agent' as never, width: 40 },
        ],
        rows: rows.map((r) => ({ ...r, success: yesNo(l, r.success) })),
      };
    },
  });

  exports.register('audit-logs', {
    sheetName: (l) => label(l, '操作日志', 'Audit log'),
    async run(owner, params) {
      const l = owner.locale;
      const rows = await logs.auditLogRows(params);
      return {
        columns: [
          { header: label(l, '时间', 'Time'), key: 'created_at' as never, width: 24 },
          { header: label(l, '用户名', 'Username'), key: 'username' as never },
          { header: label(l, '角色', 'Role'), key: 'role' as never },
          { header: label(l, '操作', 'Action'), key: 'action' as never, width: 24 },
          { header: label(l, '对象', 'Target'), key: 'target' as never },
          { header: 'IP', key: 'ip' as never },
          { header: label(l, '修改前', 'Before'), key: 'before' as never, width: 40 },
          { header: label(l, '修改后', 'After'), key: 'after' as never, width: 40 },
        ],
        rows: rows.map((r) => ({
          ...r,
          target: `${r.target_type} ${r.target_id}`.trim(),
          before: r.before === null ? '' : JSON.stringify(r.before),
          after: r.after === null ? '' : JSON.stringify(r.after),
        })),
      };
    },
  });
}
