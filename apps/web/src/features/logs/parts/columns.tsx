// Columns the monitor lists share: who (user, role), from where (address, browser) and when.
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/components/admin/format';
import { describeUserAgent } from '@/utils/userAgent';
import { routeActionName } from './auditWords';
import '../i18n';

export function useLogColumns() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitor');
  /** 'user.create' -> 新增用户; a route ('POST /a/v1/surveys/:id/publish') -> 发布问卷; anything else stays as it is. */
  const actionName = (code: string) =>
    tm(`actionNames.${code}`, { defaultValue: '' }) || routeActionName(code, tm) || code;
  return {
    actionName,
    action: {
      title: tm('audit.action'),
      dataIndex: 'action',
      render: (code: string) => (
        <Tooltip title={code} placement="topLeft">
          <span data-testid="audit-action">{actionName(code)}</span>
        </Tooltip>
      ),
    },
    user: { title: tm('username'), dataIndex: 'username' },
    role: { title: tm('role'), dataIndex: 'role', render: (role: string) => (role ? t(`role.${role}`, role) : '') },
    ip: { title: tm('ip'), dataIndex: 'ip' },
    site: { title: tm('site'), dataIndex: 'site' },
    userAgent: (width: number) => ({
      title: tm('userAgent'),
      dataIndex: 'user_agent',
      ellipsis: { showTitle: false },
      width,
      render: (ua: string) => (
        <Tooltip title={ua} placement="topLeft">
          <span data-testid="user-agent">{describeUserAgent(ua)}</span>
        </Tooltip>
      ),
    }),
    /** A time to the second. */
    time: (title: string, dataIndex: string) => ({ title, dataIndex, render: (v: string) => formatTime(v, true) }),
  };
}
