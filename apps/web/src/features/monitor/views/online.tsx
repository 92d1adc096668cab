// Back-office view 'monitor/online': live sessions; 强制下线 ends one and that user's next call gets HTTP 402.
import { ReloadOutlined } from '@ant-design/icons';
import { ROLES, type Role, type SessionRow } from '@etp/contracts';
import { Button, Card, Form, Input, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndSession } from '@/api/sessions/endSession';
import { type SessionListParams, useSessions } from '@/api/sessions/listSessions';
import { useConfirmAction } from '@/components/admin/confirm';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { useTableParams } from '@/components/admin/useTableParams';
import '../i18n';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { FilterButtons } from '../log/FilterButtons';

export default function MonitorOnlineView() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitor');
  const [form] = Form.useForm<{ username?: string; role?: Role }>();
  const table = useTableParams<{ username?: string; role?: Role }>();
  const sessions = useSessions(table.params as SessionListParams);
  const end = useEndSession();
  const confirm = useConfirmAction();

  return (
    <Card
      title={t('views.monitor/online')}
      data-view="monitor/online"
      extra={
        <Space wrap>
          <ListExportButton kind="sessions" />
          <Button icon={<ReloadOutlined />} onClick={() => void sessions.refetch()} aria-label={tm('online.refresh')}>
            {tm('online.refresh')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="inline" onFinish={table.search} className="admin-filters">
        <Form.Item name="username" label={tm('username')}>
          <Input allowClear style={{ width: 160 }} data-testid="online-username" />
        </Form.Item>
        <Form.Item name="role" label={tm('role')}>
          <Select
            allowClear
            placeholder={tm('all')}
            style={{ width: 140 }}
            options={ROLES.map((r) => ({ value: r, label: t(`role.${r}`) }))}
          />
        </Form.Item>
        <FilterButtons form={form} onReset={() => table.search({})} searchTestId="online-search" />
      </Form>
      {sessions.isError && !sessions.data ? (
        <ListError onRetry={() => void sessions.refetch()} />
      ) : (
        <Table<SessionRow>
          rowKey="id"
          size="middle"
          style={{ marginTop: 16 }}
          loading={sessions.isFetching}
          dataSource={sessions.data?.list ?? []}
          pagination={table.pagination(sessions.data?.total)}
          onChange={table.onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: tm('empty') }}
          data-testid="online-table"
          columns={[
            {
              title: tm('username'),
              dataIndex: 'username',
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
            { title: tm('site'), dataIndex: 'site' },
            { title: tm('ip'), dataIndex: 'ip' },
            {
              title: tm('userAgent'),
              dataIndex: 'user_agent',
              ellipsis: { showTitle: false },
              width: 200,
              render: (ua: string) => (
                <Tooltip title={ua} placement="topLeft">
                  {ua}
                </Tooltip>
              ),
            },
            { title: tm('online.since'), dataIndex: 'created_at', render: (v: string) => formatTime(v, true) },
            {
              title: tm('online.lastActivity'),
              dataIndex: 'last_activity_at',
              render: (v: string) => formatTime(v, true),
            },
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
      )}
    </Card>
  );
}
