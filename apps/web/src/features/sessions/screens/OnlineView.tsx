// Back-office view 'monitor/online': live sessions; 强制下线 ends one and that user's next call gets HTTP 402.
import { ReloadOutlined } from '@ant-design/icons';
import { ROLES, type Role } from '@etp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndSession } from '@/api/sessions/endSession';
import { sessionsKeys } from '@/api/sessions/keys';
import { sessionsQuery } from '@/api/sessions/listSessions';
import { useConfirmAction } from '@/components/admin/confirm';
import { ChoiceFilter } from '@/components/admin/FilterFields';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { LogList, MONITOR_NS, useLogColumns } from '@/features/logs';
import '../i18n';

export default function MonitorOnlineView() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation(['sessions', MONITOR_NS], { nsMode: 'fallback' });
  const columns = useLogColumns();
  const client = useQueryClient();
  const end = useEndSession();
  const confirm = useConfirmAction();

  return (
    <LogList
      view="monitor/online"
      query={sessionsQuery}
      filters={['username', 'role']}
      searchTestId="online-search"
      usernameTestId="online-username"
      tableTestId="online-table"
      extra={
        <Space wrap>
          <ListExportButton kind="sessions" />
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void client.invalidateQueries({ queryKey: sessionsKeys.all })}
            aria-label={tm('online.refresh')}
          >
            {tm('online.refresh')}
          </Button>
        </Space>
      }
      fields={
        <ChoiceFilter
          name="role"
          label={tm('role')}
          placeholder={tm('all')}
          width={140}
          options={ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
        />
      }
      columns={[
        {
          ...columns.user,
          render: (username: string, row) => (
            <span>
              {username}
              {row.current && (
                <Tag color="blue" style={{ marginInlineStart: 6 }}>
                  {tm('online.current')}
                </Tag>
              )}
            </span>
          ),
        },
        { title: tm('online.name'), dataIndex: 'name' },
        { title: tm('role'), dataIndex: 'role', render: (role: Role) => t(`role.${role}`) },
        columns.site,
        columns.ip,
        columns.userAgent(200),
        columns.time(tm('online.since'), 'created_at'),
        columns.time(tm('online.lastActivity'), 'last_activity_at'),
        {
          title: tm('actions'),
          key: 'actions',
          render: (_, row) => (
            <Button
              type="link"
              size="small"
              danger
              disabled={row.current}
              data-testid={`force-logout-${row.username}`}
              onClick={() =>
                confirm({
                  title: tm('online.confirmTitle'),
                  content: tm('online.confirm', { name: row.name, username: row.username }),
                  okText: tm('online.forceLogout'),
                  done: tm('online.done'),
                  action: () => end.mutateAsync(row.id),
                })
              }
            >
              {tm('online.forceLogout')}
            </Button>
          ),
        },
      ]}
    />
  );
}
