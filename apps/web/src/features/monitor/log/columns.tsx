// Columns the monitor lists share: who (user, role), from where (address, browser) and when.
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '@/components/admin/format';
import '../i18n';

export function useLogColumns() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitor');
  return {
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
          {ua}
        </Tooltip>
      ),
    }),
    /** A time to the second. */
    time: (title: string, dataIndex: string) => ({ title, dataIndex, render: (v: string) => formatTime(v, true) }),
  };
}
