// Back-office view 'monitor/auditLog': every change made through /a/v1 with who, what, when, where, before and after.
import { Button, Card, Form, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportAuditLogs } from '@/api/logs/exportAuditLogs';
import { type AuditLogParams, type AuditLogRow, useAuditLogs } from '@/api/logs/listAuditLogs';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { useTableParams } from '@/components/admin/useTableParams';
import '../i18n';
import { AuditDetail } from '../log/AuditDetail';
import { DateRange, type DayRange, rangeParams } from '../log/DateRange';
import { FilterButtons } from '../log/FilterButtons';

interface Filters {
  username?: string;
  action?: string;
  range?: DayRange;
}

const METHOD_COLORS: Record<string, string> = { POST: 'green', PUT: 'blue', DELETE: 'red', PATCH: 'orange' };

export default function MonitorAuditLogView() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitor');
  const [form] = Form.useForm<Filters>();
  const table = useTableParams<AuditLogParams>();
  const params = table.params as AuditLogParams;
  const logs = useAuditLogs(params);
  const [detail, setDetail] = useState<AuditLogRow | null>(null);
  const search = ({ range, ...rest }: Filters) => table.search({ ...rest, ...rangeParams(range) });

  return (
    <Card title={t('views.monitor/auditLog')} data-view="monitor/auditLog">
      <Form form={form} layout="inline" onFinish={search} className="admin-filters">
        <Form.Item name="username" label={tm('username')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="action" label={tm('audit.action')}>
          <Input allowClear placeholder={tm('audit.actionHint')} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="range" label={tm('dateRange')}>
          <DateRange />
        </Form.Item>
        <FilterButtons form={form} onReset={() => table.search({})} onExport={() => exportAuditLogs(params)} />
      </Form>
      {logs.isError && !logs.data ? (
        <ListError onRetry={() => void logs.refetch()} />
      ) : (
        <Table<AuditLogRow>
          rowKey="id"
          size="middle"
          style={{ marginTop: 16 }}
          loading={logs.isFetching}
          dataSource={logs.data?.list ?? []}
          pagination={table.pagination(logs.data?.total)}
          onChange={table.onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: tm('empty') }}
          columns={[
            { title: tm('time'), dataIndex: 'created_at', render: (v: string) => formatTime(v, true) },
            { title: tm('username'), dataIndex: 'username' },
            { title: tm('role'), dataIndex: 'role', render: (role: string) => (role ? t(`role.${role}`, role) : '') },
            { title: tm('audit.action'), dataIndex: 'action', render: (a: string) => <code>{a}</code> },
            {
              title: tm('audit.path'),
              dataIndex: 'path',
              render: (path: string, row) => (
                <span>
                  <Tag color={METHOD_COLORS[row.method]}>{row.method}</Tag>
                  {path}
                </span>
              ),
            },
            {
              title: tm('audit.target'),
              key: 'target',
              render: (_, row) =>
                row.target_type ? `${row.target_type}${row.target_id ? ` #${row.target_id}` : ''}` : '',
            },
            { title: tm('ip'), dataIndex: 'ip' },
            {
              title: tm('actions'),
              key: 'actions',
              render: (_, row) => (
                <Button type="link" size="small" onClick={() => setDetail(row)} data-testid={`audit-detail-${row.id}`}>
                  {tm('details')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <AuditDetail entry={detail} onClose={() => setDetail(null)} />
    </Card>
  );
}
