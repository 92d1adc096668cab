// The upload button of the attachment fields (AttachmentsField, AttachmentLinks): the file types the server takes,
// a busy state while the file goes up, and what the server answers handed to the field. The field names it (its
// screen's words: the student's pages do not load the back-office strings).
import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_FILE_TYPES, UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button, Upload } from 'antd';
import type { ReactNode } from 'react';

const ACCEPT = [...UPLOAD_FILE_TYPES, ...UPLOAD_IMAGE_TYPES].join(',');

export function UploadButton<T>({
  upload,
  onAdded,
  small,
  children,
}: {
  /** Stores the chosen file; a refusal is shown by the request wrapper and adds nothing. */
  upload: (file: File) => Promise<T>;
  onAdded: (file: T) => void;
  small?: boolean;
  children: ReactNode;
}) {
  const sending = useMutation({ mutationFn: upload });
  return (
    <Upload
      accept={ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
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
        {children}
      </Button>
    </Upload>
  );
}
