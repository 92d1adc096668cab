// Attachments of an article: upload documents (or pictures), each kept as { name, url, size, type }.
import { DeleteOutlined, PaperClipOutlined } from '@ant-design/icons';
import { type ContentAttachment, UPLOAD_FILE_TYPES, UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { Button, List } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile as uploadContentFile } from '@/api/uploads/uploadFile';
import { CONTENT_NS } from '../i18n';

interface Props {
  id?: string;
  value?: ContentAttachment[];
  onChange?: (files: ContentAttachment[]) => void;
}

export function AttachmentsField({ id, value = [], onChange }: Props) {
  const { t } = useTranslation(CONTENT_NS);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <div>
      <Button id={id} icon={<PaperClipOutlined />} loading={busy} onClick={() => input.current?.click()}>
        {t('uploadFile')}
      </Button>
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={[...UPLOAD_FILE_TYPES, ...UPLOAD_IMAGE_TYPES].join(',')}
        data-testid="attachment-input"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            const saved = await uploadContentFile(file);
            onChange?.([...value, { name: saved.name, url: saved.url, size: saved.size, type: saved.type }]);
          } finally {
            setBusy(false);
          }
        }}
      />
      {value.length > 0 && (
        <List
          size="small"
          dataSource={value}
          renderItem={(file, index) => (
            <List.Item
              actions={[
                <Button
                  key="remove"
                  type="text"
                  danger
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`${t('remove')} ${file.name}`}
                  onClick={() => onChange?.(value.filter((_, i) => i !== index))}
                />,
              ]}
            >
              <a href={file.url} target="_blank" rel="noopener noreferrer">
                {file.name}
              </a>
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
