// A picture field: uploads through POST /a/v1/uploads and keeps the returned URL as the form value.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { Button, Space } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadFile as uploadContentFile } from '@/api/uploads/uploadFile';
import { CONTENT_NS } from '../i18n';

interface Props {
  id?: string;
  value?: string;
  onChange?: (url: string) => void;
  testId?: string;
}

export function ImageField({ id, value, onChange, testId }: Props) {
  const { t } = useTranslation(CONTENT_NS);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Space align="start" wrap>
      {value && (
        <img
          src={value}
          alt=""
          style={{ width: 160, height: 90, objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
        />
      )}
      <Space direction="vertical" size={4}>
        <Button id={id} icon={<UploadOutlined />} loading={busy} onClick={() => input.current?.click()}>
          {t('uploadImage')}
        </Button>
        {value && (
          <Button type="text" danger size="small" icon={<DeleteOutlined />} onClick={() => onChange?.('')}>
            {t('remove')}
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        style={{ display: 'none' }}
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        data-testid={testId}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          try {
            onChange?.((await uploadContentFile(file)).url);
          } finally {
            setBusy(false);
          }
        }}
      />
    </Space>
  );
}
