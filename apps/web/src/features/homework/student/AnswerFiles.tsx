// The answer's attachments: download each (with the session's token); while writing, upload and remove.
import { DeleteOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import { HOMEWORK_ATTACHMENTS_MAX, type HomeworkFile, UPLOAD_FILE_TYPES, UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { Button, Space, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { downloadHomeworkFile } from '@/api/homework/downloadHomeworkFile';
import { useUploadHomeworkFile } from '@/api/homework/uploadHomeworkFile';

const ACCEPT = [...UPLOAD_FILE_TYPES, ...UPLOAD_IMAGE_TYPES].join(',');

interface Props {
  files: HomeworkFile[];
  /** Absent: read only. */
  onChange?: (files: HomeworkFile[]) => void;
}

export function AnswerFiles({ files, onChange }: Props) {
  const { t } = useTranslation('studentHomework');
  const upload = useUploadHomeworkFile();
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }}>
      {files.map((file) => (
        <Space key={file.id} size={4} wrap>
          <Button
            type="link"
            icon={<PaperClipOutlined />}
            onClick={() => void downloadHomeworkFile(file)}
            style={{ paddingInline: 0, whiteSpace: 'normal', height: 'auto', textAlign: 'left' }}
          >
            {file.name}
          </Button>
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
      {onChange && files.length < HOMEWORK_ATTACHMENTS_MAX && (
        <>
          <Upload
            accept={ACCEPT}
            showUploadList={false}
            customRequest={({ file }) => {
              void upload.mutateAsync(file as File).then(
                (saved) => onChange([...files, saved]),
                () => undefined,
              );
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t('upload')}
            </Button>
          </Upload>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('uploadHint')}
          </Typography.Text>
        </>
      )}
    </Space>
  );
}
