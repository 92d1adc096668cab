// A spreadsheet import in a dialog: download the template, upload the XLSX, see what was refused row by row (the
// server imports all rows or none). The screen gives its texts, its two calls and the report's columns.
import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import type { Envelope } from '@etp/contracts';
import type { UseMutationResult } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Table, type TableColumnsType, Upload } from 'antd';
import { useState } from 'react';
import { RequestError } from '@/api/http';
import { PreventReclickButton } from '@/components/PreventReclickButton';

const XLSX = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** What an import answers: how many rows were created, and the refused rows (then none was). */
export interface ImportReportOf<R> {
  created: number;
  refused: R[];
}

/** The row-level report of an import: from a success, or from a refusal that carries one. */
export function reportOf<R>(result: unknown): ImportReportOf<R> | null {
  const data = result instanceof RequestError ? result.data : result;
  if (data && typeof data === 'object' && 'refused' in data && Array.isArray((data as ImportReportOf<R>).refused)) {
    return data as ImportReportOf<R>;
  }
  return null;
}

export interface ImportTexts {
  title: string;
  hint: string;
  template: string;
  drop: string;
  start: string;
  done: (count: number) => string;
  refused: (count: number) => string;
}

export function ImportModal<R extends { row: number }>({
  open,
  onClose,
  texts,
  template,
  upload,
  columns,
  rowKey,
  testId = 'import',
}: {
  open: boolean;
  onClose: () => void;
  texts: ImportTexts;
  template: UseMutationResult<unknown, Error, void>;
  upload: UseMutationResult<Envelope<ImportReportOf<R>>, Error, File>;
  columns: TableColumnsType<R>;
  rowKey: (row: R) => string;
  /** The prefix of the dialog's test ids (`<prefix>-template`, `-submit`, `-report`). */
  testId?: string;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [report, setReport] = useState<ImportReportOf<R> | null>(null);
  const [failure, setFailure] = useState('');

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
      setReport(reportOf<R>(body.data));
    } catch (error) {
      setReport(reportOf<R>(error));
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <Modal open={open} title={texts.title} onCancel={close} footer={null} destroyOnHidden width={720}>
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Alert type="info" showIcon title={texts.hint} />
        <Button
          icon={<DownloadOutlined />}
          onClick={() => template.mutate()}
          loading={template.isPending}
          data-testid={`${testId}-template`}
        >
          {texts.template}
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
          <p>{texts.drop}</p>
        </Upload.Dragger>
        <PreventReclickButton
          type="primary"
          disabled={!file}
          loading={upload.isPending}
          onClick={() => void submit()}
          data-testid={`${testId}-submit`}
        >
          {texts.start}
        </PreventReclickButton>
        {report && report.refused.length === 0 && <Alert type="success" showIcon title={texts.done(report.created)} />}
        {failure && !report && <Alert type="error" showIcon title={failure} />}
        {report && report.refused.length > 0 && (
          <>
            <Alert type="error" showIcon title={texts.refused(report.refused.length)} />
            <Table<R>
              size="small"
              rowKey={rowKey}
              dataSource={report.refused}
              pagination={{ pageSize: 10, size: 'small' }}
              scroll={{ x: 'max-content' }}
              data-testid={`${testId}-report`}
              columns={columns}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
