// An image field: a URL (or upload) with a preview; the server accepts uploads, http(s) and inline images.
import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Input, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '@/api/uploads/uploadFile';

interface Props {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
}

export function ImageField({ value = '', onChange, id }: Props) {
  const { t } = useTranslation('system');
  const upload = useUploadFile();
  return (
    <Space align="start" wrap>
      <div
        style={{
          width: 96,
          height: 96,
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          background: '#fafafa',
        }}
      >
        {value ? (
          <Image src={value} alt="" width={94} height={94} style={{ objectFit: 'contain' }} />
        ) : (
          <span style={{ color: '#bfbfbf', fontSize: 12 }}>{t('site.noImage')}</span>
        )}
      </div>
      <Space orientation="vertical" style={{ minWidth: 220 }}>
        <Input
          id={id}
          value={value}
          onChange={(e) => onChange?.(e.target.value)}
          placeholder={t('site.imageUrlHint')}
          allowClear
        />
        <Upload
          accept="image/png,image/jpeg,image/gif,image/webp"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload
              .mutateAsync(file)
              .then((saved) => onChange?.(saved.url))
              .catch(() => undefined);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} size="small">
            {t('site.upload')}
          </Button>
        </Upload>
      </Space>
    </Space>
  );
}
