// Back-office view 'monitor/loginLog': sign-ins, successful and failed, searchable and exportable.
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportLoginLogs } from '@/api/logs/exportLoginLogs';
import { loginLogsQuery } from '@/api/logs/listLoginLogs';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { useLogColumns } from '../parts/columns';
import { LogList } from '../parts/LogList';

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
          <KeywordFilter name="ip" label={tm('ip')} width={150} />
          <ChoiceFilter
            name="success"
            label={tm('login.result')}
            placeholder={tm('all')}
            width={110}
            options={[
              { value: '1', label: tm('login.success') },
              { value: '0', label: tm('login.failure') },
            ]}
          />
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
