// Your own live sessions; end any but the current one.
import type { SessionRow } from '@etp/contracts';
import { App, Button, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEndMySession } from '@/api/sessions/endMySession';
import { useMySessions } from '@/api/sessions/listMySessions';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { describeUserAgent } from '@/utils/userAgent';
import './i18n';

export function MySessions() {
  const { t } = useTranslation('account');
  const { modal, message } = App.useApp();
  const sessions = useMySessions();
  const end = useEndMySession();
  if (sessions.isError && !sessions.data) return <ListError onRetry={() => void sessions.refetch()} />;
  return (
    <Table<SessionRow>
      rowKey="id"
      size="small"
      loading={sessions.isFetching}
      dataSource={sessions.data?.list ?? []}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('sessions.empty') }}
      data-testid="my-sessions"
      columns={[
        {
          title: t('sessions.device'),
          dataIndex: 'user_agent',
          ellipsis: { showTitle: false },
          width: 220,
          render: (ua: string, row) => (
            <Tooltip title={ua} placement="topLeft">
              {row.current && <Tag color="blue">{t('sessions.current')}</Tag>}
              <span data-testid="session-device">{describeUserAgent(ua)}</span>
            </Tooltip>
          ),
        },
        { title: t('sessions.ip'), dataIndex: 'ip' },
        { title: t('sessions.site'), dataIndex: 'site' },
        { title: t('sessions.since'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
        { title: t('sessions.lastActivity'), dataIndex: 'last_activity_at', render: (v: string) => formatTime(v) },
        {
          title: t('sessions.actions'),
          key: 'actions',
          render: (_, row) =>
            row.current ? null : (
              <Button
                type="link"
                size="small"
                danger
                onClick={() =>
                  modal.confirm({
                    title: t('sessions.endTitle'),
                    content: t('sessions.endConfirm', { ip: row.ip }),
                    okText: t('sessions.end'),
                    cancelText: t('sessions.cancel'),
                    okButtonProps: { danger: true },
                    onOk: async () => {
                      await end.mutateAsync(row.id);
                      void message.success(t('sessions.ended'));
                    },
                  })
                }
              >
                {t('sessions.end')}
              </Button>
            ),
        },
      ]}
    />
  );
}
