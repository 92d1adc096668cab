// A form control holding attachments (HomeworkFile[]): upload through the homework files call, remove by the cross.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { HOMEWORK_ATTACHMENTS_MAX, type HomeworkFile, UPLOAD_FILE_TYPES, UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { Button, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadHomeworkFile } from '@/api/homework/uploadHomeworkFile';

const ACCEPT = [...UPLOAD_FILE_TYPES, ...UPLOAD_IMAGE_TYPES].join(',');

export function FilesField({
  value = [],
  onChange,
}: {
  value?: HomeworkFile[];
  onChange?: (v: HomeworkFile[]) => void;
}) {
  const { t } = useTranslation('trainHomework');
  const upload = useUploadHomeworkFile();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((file) => (
        <Space key={file.id}>
          <PaperClipOutlined />
          <span>{file.name}</span>
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={file.name}
            onClick={() => onChange?.(value.filter((f) => f.id !== file.id))}
          />
        </Space>
      ))}
      {value.length < HOMEWORK_ATTACHMENTS_MAX && (
        <Upload
          accept={ACCEPT}
          showUploadList={false}
          customRequest={({ file }) => {
            void upload.mutateAsync(file as File).then(
              (saved) => onChange?.([...value, saved]),
              () => undefined,
            );
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending}>
            {t('upload')}
          </Button>
        </Upload>
      )}
      <Typography.Text type="secondary">{t('uploadHint')}</Typography.Text>
    </Space>
  );
}
