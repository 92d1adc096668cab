// The before/after of one audit entry, field by field, changed fields highlighted.
import { Empty, Modal, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditLogRow } from '@/api/logs/listAuditLogs';
import { type DiffRow, diffRows } from './auditDiff';
import { targetText } from './auditWords';
import { useLogColumns } from './columns';

const pre = (text: string) => (
  <pre style={{ margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxWidth: 360, fontSize: 12 }}>{text}</pre>
);

export function AuditDetail({ entry, onClose }: { entry: AuditLogRow | null; onClose: () => void }) {
  const { t } = useTranslation('monitor');
  const { actionName } = useLogColumns();
  const [changedOnly, setChangedOnly] = useState(true);
  const rows = entry ? diffRows(entry.before, entry.after) : [];
  const shown = changedOnly ? rows.filter((r) => r.changed) : rows;
  return (
    <Modal
      open={entry !== null}
      title={t('audit.detailTitle')}
      onCancel={onClose}
      footer={null}
      width={860}
      destroyOnHidden
    >
      {entry && (
        <Typography.Paragraph type="secondary">
          {actionName(entry.action)} · {targetText(entry, t)} · {entry.username}
          <br />
          {entry.method} {entry.path}
        </Typography.Paragraph>
      )}
      {rows.length === 0 ? (
        <Empty description={t('audit.noDiff')} />
      ) : (
        <>
          <div style={{ marginBottom: 8 }}>
            <Switch size="small" checked={changedOnly} onChange={setChangedOnly} /> {t('audit.changedOnly')}
          </div>
          <Table<DiffRow>
            rowKey="field"
            size="small"
            pagination={false}
            dataSource={shown}
            scroll={{ x: 'max-content' }}
            data-testid="audit-diff"
            locale={{ emptyText: t('audit.noDiff') }}
            columns={[
              { title: t('audit.field'), dataIndex: 'field', render: (f: string) => <code>{f}</code> },
              {
                title: t('audit.before'),
                dataIndex: 'before',
                onCell: (row) => ({ style: row.changed ? { background: '#fff1f0' } : {} }),
                render: pre,
              },
              {
                title: t('audit.after'),
                dataIndex: 'after',
                onCell: (row) => ({ style: row.changed ? { background: '#f6ffed' } : {} }),
                render: pre,
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
