// Attachments of a homework or an answer, downloaded with the session's token (they are not public).
import { PaperClipOutlined } from '@ant-design/icons';
import type { HomeworkFile } from '@etp/contracts';
import { Button, Space } from 'antd';
import { downloadHomeworkFile } from '@/api/homework/downloadHomeworkFile';

export function FileList({ files }: { files: HomeworkFile[] }) {
  if (files.length === 0) return null;
  return (
    <Space direction="vertical" size={0}>
      {files.map((file) => (
        <Button
          key={file.id}
          type="link"
          icon={<PaperClipOutlined />}
          onClick={() => void downloadHomeworkFile(file)}
          style={{ paddingInline: 0 }}
        >
          {file.name}
        </Button>
      ))}
    </Space>
  );
}
