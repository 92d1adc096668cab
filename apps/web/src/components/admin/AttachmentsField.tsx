// The attachments field of every screen whose domain stores the files itself (homework: the trainer's drawer, the
// student's answer, the marking drawer): the files by name, or as downloads when given `download`; while being written
// (`onChange`) each has a remove button and an upload button adds the file `upload` stores, up to `max`. Without
// `onChange` it only lists them. Attachments that may be typed-in links are AttachmentLinks (same upload button).
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { UploadButton } from './UploadButton';

/** A file of the list: what the server answered for its upload. */
export interface AttachedFile {
  id: number;
  name: string;
}

type Props<T extends AttachedFile> = {
  value?: T[];
  /** Absent: the list is read only. */
  onChange?: (files: T[]) => void;
  /** Given: each name is a button that downloads the file. */
  download?: (file: T) => void;
  /** No upload button once the list holds this many. */
  max?: number;
  /** Below the upload button: what may be uploaded. */
  hint?: ReactNode;
} & (
  | { upload?: undefined }
  | {
      /** Stores a chosen file; what it answers joins the list. */
      upload: (file: File) => Promise<T>;
      /** The upload button's words. */
      uploadLabel: ReactNode;
    }
);

export function AttachmentsField<T extends AttachedFile>(props: Props<T>) {
  const { value: files = [], onChange, download, max = Number.POSITIVE_INFINITY, hint } = props;
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
      {onChange && props.upload && files.length < max && (
        <UploadButton upload={props.upload} onAdded={(saved) => onChange([...files, saved])}>
          {props.uploadLabel}
        </UploadButton>
      )}
      {onChange && hint && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {hint}
        </Typography.Text>
      )}
    </Space>
  );
}
