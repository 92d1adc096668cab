// Back-office view 'monitor/loginLog': sign-ins, successful and failed, searchable and exportable.
import { Form, Input, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportLoginLogs } from '@/api/logs/exportLoginLogs';
import { loginLogsQuery } from '@/api/logs/listLoginLogs';
import { useLogColumns } from '../log/columns';
import { LogList } from '../log/LogList';

export default function MonitorLoginLogView() {
  const { t: tm } = useTranslation('monitor');
  const columns = useLogColumns();
  return (
    <LogList
      view="monitor/loginLog"
      query={loginLogsQuery}
      filters={['username', 'ip', 'success', 'from', 'to']}
      onExport={exportLoginLogs}
      fields={
        <>
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
        </>
      }
      columns={[
        columns.user,
        columns.role,
        {
          title: tm('login.result'),
          dataIndex: 'success',
          render: (ok: boolean) =>
            ok ? <Tag color="green">{tm('login.success')}</Tag> : <Tag color="red">{tm('login.failure')}</Tag>,
        },
        { title: tm('login.reason'), dataIndex: 'reason' },
        columns.ip,
        columns.site,
        columns.userAgent(160),
        columns.time(tm('time'), 'created_at'),
      ]}
    />
  );
}
