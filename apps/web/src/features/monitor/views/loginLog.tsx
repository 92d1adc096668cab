// Back-office view 'monitor/loginLog': sign-ins, successful and failed, searchable and exportable.
import { Card, Form, Input, Select, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportLoginLogs } from '@/api/logs/exportLoginLogs';
import { type LoginLogParams, type LoginLogRow, useLoginLogs } from '@/api/logs/listLoginLogs';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { useTableParams } from '@/components/admin/useTableParams';
import '../i18n';
import { DateRange, type DayRange, rangeParams } from '../log/DateRange';
import { FilterButtons } from '../log/FilterButtons';

interface Filters {
  username?: string;
  ip?: string;
  success?: '0' | '1';
  range?: DayRange;
}

export default function MonitorLoginLogView() {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('monitor');
  const [form] = Form.useForm<Filters>();
  const table = useTableParams<LoginLogParams>();
  const params = table.params as LoginLogParams;
  const logs = useLoginLogs(params);
  const search = ({ range, ...rest }: Filters) => table.search({ ...rest, ...rangeParams(range) });

  return (
    <Card title={t('views.monitor/loginLog')} data-view="monitor/loginLog">
      <Form form={form} layout="inline" onFinish={search} className="admin-filters">
        <Form.Item name="username" label={tm('username')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="ip" label={tm('ip')}>
          <Input allowClear style={{ width: 150 }} />
        </Form.Item>
        <Form.Item name="success" label={tm('login.result')}>
          <Select
            allowClear
            placeholder={tm('all')}
            style={{ width: 110 }}
            options={[
              { value: '1', label: tm('login.success') },
              { value: '0', label: tm('login.failure') },
            ]}
          />
        </Form.Item>
        <Form.Item name="range" label={tm('dateRange')}>
          <DateRange />
        </Form.Item>
        <FilterButtons form={form} onReset={() => table.search({})} onExport={() => exportLoginLogs(params)} />
      </Form>
      {logs.isError && !logs.data ? (
        <ListError onRetry={() => void logs.refetch()} />
      ) : (
        <Table<LoginLogRow>
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
            { title: tm('username'), dataIndex: 'username' },
            { title: tm('role'), dataIndex: 'role', render: (role: string) => (role ? t(`role.${role}`, role) : '') },
            {
              title: tm('login.result'),
              dataIndex: 'success',
              render: (ok: boolean) =>
                ok ? <Tag color="green">{tm('login.success')}</Tag> : <Tag color="red">{tm('login.failure')}</Tag>,
            },
            { title: tm('login.reason'), dataIndex: 'reason' },
            { title: tm('ip'), dataIndex: 'ip' },
            { title: tm('site'), dataIndex: 'site' },
            {
              title: tm('userAgent'),
              dataIndex: 'user_agent',
              ellipsis: { showTitle: false },
              width: 220,
              render: (ua: string) => (
                <Tooltip title={ua} placement="topLeft">
                  {ua}
                </Tooltip>
              ),
            },
            { title: tm('time'), dataIndex: 'created_at', render: (v: string) => formatTime(v, true) },
          ]}
        />
      )}
    </Card>
  );
}
