// Import questions: download the template, upload the XLSX, see each refused row with its column (all or nothing).
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { QuestionImportReport } from '@etp/contracts';
import { Alert, Button, Modal, Space, Table, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDownloadQuestionTemplate, useImportQuestions } from '@/api/exams/questionsFile';
import { RequestError } from '@/api/http';
import { PreventReclickButton } from '@/components/PreventReclickButton';
import './i18n';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The row-level report of an import: from a success, or from a refusal that carries one. */
function reportOf(result: unknown): QuestionImportReport | null {
  const data = result instanceof RequestError ? result.data : result;
  if (data && typeof data === 'object' && 'refused' in data && Array.isArray((data as QuestionImportReport).refused))
    return data as QuestionImportReport;
  return null;
}

export function ImportModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('bank');
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<QuestionImportReport | null>(null);
  const [failure, setFailure] = useState('');
  const template = useDownloadQuestionTemplate();
  const upload = useImportQuestions();

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
    <Modal open={open} title={t('import.title')} onCancel={close} footer={null} destroyOnHidden width={720}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon title={t('import.hint')} />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => template.mutate()}
          loading={template.isPending}
          data-testid="question-import-template"
        >
          {t('import.template')}
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
          <p>{t('import.drop')}</p>
        </Upload.Dragger>
        <PreventReclickButton
          type="primary"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void submit()}
          data-testid="question-import-submit"
        >
          {t('import.start')}
        </PreventReclickButton>
        {report && report.refused.length === 0 && (
          <Alert type="success" showIcon title={t('import.done', { count: report.created })} />
        )}
        {failure && !report && <Alert type="error" showIcon title={failure} />}
        {report && report.refused.length > 0 && (
          <>
            <Alert type="error" showIcon title={t('import.refused', { count: report.refused.length })} />
            <Table
              size="small"
              rowKey={(row) => `${row.row}-${row.field}`}
              dataSource={report.refused}
              pagination={{ pageSize: 10, size: 'small' }}
              scroll={{ x: 'max-content' }}
              data-testid="question-import-report"
              columns={[
                { title: t('import.row'), dataIndex: 'row', width: 80 },
                { title: t('import.field'), dataIndex: 'field', width: 120 },
                { title: t('import.reason'), dataIndex: 'reason' },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
