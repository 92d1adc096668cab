// What a refused enrolment import says, on the page: every wrong cell (row, column, value, why), and the teacher's
// file back with the reasons in a column to correct it where it is.
import { DownloadOutlined } from '@ant-design/icons';
import type { EnrolmentImportReport } from '@etp/contracts';
import { Alert, Button, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadAnnotated } from './annotateSheet';

type Refusal = EnrolmentImportReport['refused'][number];

export function ImportReport({ file, refused, onClose }: { file: File; refused: Refusal[]; onClose: () => void }) {
  const { t } = useTranslation('classes');
  const [saving, setSaving] = useState(false);
  const rows = new Set(refused.map((r) => r.row)).size;
  return (
    <div data-testid="import-report" style={{ marginBottom: 12 }}>
      <Alert
        type="error"
        showIcon
        closable={{ onClose }}
        title={t('importRefused', { count: rows, file: file.name })}
        description={t('importRefusedHint')}
        action={
          <Button
            size="small"
            icon={<DownloadOutlined />}
            loading={saving}
            data-testid="import-report-download"
            onClick={() => {
              setSaving(true);
              void downloadAnnotated(file, refused, t('importReasons')).finally(() => setSaving(false));
            }}
          >
            {t('importDownloadReasons')}
          </Button>
        }
        style={{ marginBottom: 8 }}
      />
      <Table<Refusal>
        size="small"
        rowKey={(r) => `${r.row}-${r.column}`}
        dataSource={refused}
        pagination={refused.length > 10 ? { pageSize: 10, size: 'small' } : false}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('importRow'), dataIndex: 'row', width: 64 },
          { title: t('studentName'), dataIndex: 'name', width: 96 },
          { title: t('importColumn'), dataIndex: 'column', width: 110 },
          { title: t('importValue'), dataIndex: 'value', width: 180 },
          { title: t('importReason'), dataIndex: 'reason' },
        ]}
      />
    </div>
  );
}
