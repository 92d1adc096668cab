// Bulk import: download the template, upload the XLSX, see what was refused row by row (all or nothing).
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { ImportReport } from '@etp/contracts';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '@/api/http';
import { useDownloadImportTemplate } from '@/api/users/downloadImportTemplate';
import { useImportUsers } from '@/api/users/importUsers';
import { PreventReclickButton } from '@/components/PreventReclickButton';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The row-level report of an import: from a success, or from a refusal that carries one. */
export function reportOf(result: unknown): ImportReport | null {
  const data = result instanceof RequestError ? result.data : result;
  if (data && typeof data === 'object' && 'refused' in data && Array.isArray((data as ImportReport).refused)) {
    return data as ImportReport;
  }
  return null;
}

export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('system');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [failure, setFailure] = useState('');
  const template = useDownloadImportTemplate();
  const upload = useImportUsers();

  const close = () => {
    setFile(null);
    setReport(null);
    setFailure('');
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setReport(null);
    setFailure('');
    try {
      const body = await upload.mutateAsync(file);
      setReport(reportOf(body.data));
    } catch (error) {
      setReport(reportOf(error));
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Modal open={open} title={t('user.importTitle')} onCancel={close} footer={null} destroyOnHidden width={720}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon title={t('user.importHint')} />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => template.mutate()}
          loading={template.isPending}
          data-testid="import-template"
        >
          {t('user.importTemplate')}
        </Button>
        <Upload.Dragger
          accept={XLSX}
          maxCount={1}
          beforeUpload={(picked) => {
            setFile(picked);
            setReport(null);
            setFailure('');
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{t('user.importDrop')}</p>
        </Upload.Dragger>
        <PreventReclickButton
          type="primary"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void submit()}
          data-testid="import-submit"
        >
          {t('user.importStart')}
        </PreventReclickButton>
        {report && report.refused.length === 0 && (
          <Alert type="success" showIcon title={t('user.importDone', { count: report.created })} />
        )}
        {failure && !report && <Alert type="error" showIcon title={failure} />}
        {report && report.refused.length > 0 && (
          <>
            <Alert type="error" showIcon title={t('user.importRefused', { count: report.refused.length })} />
            <Table
              size="small"
              rowKey={(row) => `${row.row}-${row.username}`}
              dataSource={report.refused}
              pagination={{ pageSize: 10, size: 'small' }}
              scroll={{ x: 'max-content' }}
              data-testid="import-report"
              columns={[
                { title: t('user.importRow'), dataIndex: 'row', width: 80 },
                { title: t('user.username'), dataIndex: 'username' },
                { title: t('user.importReason'), dataIndex: 'reason' },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
