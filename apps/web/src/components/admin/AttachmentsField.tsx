// The one attachments field of the back-office and student screens: the attached files, each removable while the
// form is being written, and an upload button that adds the file the server answers for the upload. Two lists:
// - `name`: a Form.List of name + address rows (content, operate guides), typed by hand or filled by an upload through
//   POST /a/v1/uploads; server errors on a row land on its field.
// - `value` / `onChange` (a form control, or on its own): files stored by their domain's call (`upload`, e.g. homework
//   files, which are not public), shown by name or as downloads (`download`); without `onChange` it only lists them.
import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_FILE_TYPES, UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Space, Typography, Upload } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/uploads/uploadFile';
import './i18n';

const ACCEPT = [...UPLOAD_FILE_TYPES, ...UPLOAD_IMAGE_TYPES].join(',');

/** A file of the list: what the server answered for its upload. */
export interface AttachedFile {
  id: number;
  name: string;
}

interface LinkRows {
  /** The Form.List path, e.g. 'attachments' or [index, 'attachments'] inside another list. */
  name: string | (string | number)[];
}

interface FileList<T extends AttachedFile> {
  value?: T[];
  /** Absent: the list is read only. */
  onChange?: (files: T[]) => void;
  /** Stores a chosen file; what it answers joins the list. */
  upload?: (file: File) => Promise<T>;
  /** Given: each name is a button that downloads the file. */
  download?: (file: T) => void;
  /** No upload button once the list holds this many. */
  max?: number;
  /** Below the upload button: what may be uploaded. */
  hint?: ReactNode;
}

export function AttachmentsField<T extends AttachedFile>(props: LinkRows | FileList<T>) {
  return 'name' in props ? <LinkRowsField name={props.name} /> : <FileListField {...props} />;
}

/** Sends the chosen file with `upload` and hands what the server answers to `onAdded`. */
function UploadButton<T>({
  upload,
  onAdded,
  small,
}: {
  upload: (file: File) => Promise<T>;
  onAdded: (file: T) => void;
  small?: boolean;
}) {
  const { t } = useTranslation('admin');
  const sending = useMutation({ mutationFn: upload });
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        // A refused upload was already shown by the request wrapper.
        sending.mutateAsync(file).then(onAdded, () => undefined);
        return false;
      }}
    >
      <Button
        size={small ? 'small' : undefined}
        icon={<UploadOutlined />}
        loading={sending.isPending}
        data-testid="attachment-upload"
      >
        {t('uploadAttachment')}
      </Button>
    </Upload>
  );
}

function FileListField<T extends AttachedFile>({
  value: files = [],
  onChange,
  upload,
  download,
  max = Number.POSITIVE_INFINITY,
  hint,
}: FileList<T>) {
  if (!onChange && files.length === 0) return null;
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      {files.map((file) => (
        <Space key={file.id} size={4} wrap>
          {download ? (
            <Button
              type="link"
              icon={<PaperClipOutlined />}
              onClick={() => download(file)}
              style={{ paddingInline: 0, whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
            >
              {file.name}
            </Button>
          ) : (
            <>
              <PaperClipOutlined />
              <span>{file.name}</span>
            </>
          )}
          {onChange && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={file.name}
              onClick={() => onChange(files.filter((f) => f.id !== file.id))}
            />
          )}
        </Space>
      ))}
      {onChange && upload && files.length < max && (
        <UploadButton upload={upload} onAdded={(saved) => onChange([...files, saved])} />
      )}
      {onChange && hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </Space>
  );
}

function LinkRowsField({ name }: LinkRows) {
  const { t } = useTranslation('admin');
  return (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex' }}>
              <PaperClipOutlined style={{ marginTop: 9 }} />
              <Form.Item
                name={[field.name, 'name']}
                rules={[{ required: true, whitespace: true, message: t('attachmentNameRequired') }]}
              >
                <Input placeholder={t('attachmentName')} style={{ width: 160 }} maxLength={200} />
              </Form.Item>
              <Form.Item name={[field.name, 'url']} rules={[{ required: true, message: t('attachmentUrlRequired') }]}>
                <Input placeholder="https://" style={{ width: 220 }} />
              </Form.Item>
              <Button icon={<DeleteOutlined />} danger onClick={() => remove(field.name)} aria-label={t('delete')} />
            </Space>
          ))}
          <Space wrap>
            <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })}>
              {t('addAttachment')}
            </Button>
            <UploadButton
              upload={uploadFile}
              onAdded={({ name: fileName, url, size, type }) => add({ name: fileName, url, size, type })}
              small
            />
          </Space>
        </>
      )}
    </Form.List>
  );
}
