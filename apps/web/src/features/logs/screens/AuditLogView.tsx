// Back-office view 'monitor/auditLog': every change made through /a/v1 with who, what, when, where, before and after.
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { exportAuditLogs } from '@/api/logs/exportAuditLogs';
import { type AuditLogRow, auditLogsQuery } from '@/api/logs/listAuditLogs';
import { ChoiceFilter } from '@/components/admin/FilterFields';
import { AUDIT_ACTION_CODES } from '../i18n';
import { AuditDetail } from '../parts/AuditDetail';
import { targetText } from '../parts/auditWords';
import { useLogColumns } from '../parts/columns';
import { LogList } from '../parts/LogList';

export default function MonitorAuditLogView() {
  const { t: tm } = useTranslation('monitor');
  const columns = useLogColumns();
  const [detail, setDetail] = useState<AuditLogRow | null>(null);
  return (
    <LogList
      view="monitor/auditLog"
      query={auditLogsQuery}
      filters={['username', 'action', 'from', 'to']}
      onExport={exportAuditLogs}
      fields={
        <ChoiceFilter
          name="action"
          label={tm('audit.action')}
          searchable
          placeholder={tm('audit.actionHint')}
          width={180}
          options={AUDIT_ACTION_CODES.map((code) => ({ value: code, label: columns.actionName(code) }))}
        />
      }
      columns={[
        columns.time(tm('time'), 'created_at'),
        columns.user,
        columns.role,
        columns.action,
        {
          title: tm('audit.target'),
          key: 'target',
          render: (_, row) => <span data-testid="audit-target">{targetText(row, tm)}</span>,
        },
        columns.ip,
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
    >
      <AuditDetail entry={detail} onClose={() => setDetail(null)} />
    </LogList>
  );
}
