// A picture field: a preview, the address (an upload, http(s) or an inline image, as the server accepts) and an
// upload through POST /a/v1/uploads that fills it in.
import { UploadOutlined } from '@ant-design/icons';
import { UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { Button, Image, Input, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '@/api/uploads/uploadFile';
import './i18n';

interface Props {
  value?: string;
  onChange?: (url: string) => void;
  id?: string;
  testId?: string;
}

const PREVIEW = 96;

export function ImageField({ value = '', onChange, id, testId }: Props) {
  const { t } = useTranslation('admin');
  const upload = useUploadFile();
  return (
    <Space align="start" wrap>
      <div
        style={{
          width: PREVIEW,
          height: PREVIEW,
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          background: '#fafafa',
        }}
      >
        {value ? (
          <Image src={value} alt="" width={PREVIEW - 2} height={PREVIEW - 2} style={{ objectFit: 'contain' }} />
        ) : (
          <span style={{ color: '#bfbfbf', fontSize: 12 }}>{t('noImage')}</span>
        )}
      </div>
      <Space orientation="vertical" style={{ minWidth: 220 }}>
        {/* An inline picture (data: URL) is no address a person reads: the field names it and can only clear it. */}
        {value.startsWith('data:') ? (
          <Input
            id={id}
            value={t('inlineImage')}
            readOnly
            allowClear
            onChange={(e) => {
              if (e.target.value === '') onChange?.('');
            }}
            data-testid={testId}
          />
        ) : (
          <Input
            id={id}
            value={value}
            onChange={(e) => onChange?.(e.target.value)}
            placeholder={t('imageUrlHint')}
            allowClear
            data-testid={testId}
          />
        )}
        <Upload
          accept={UPLOAD_IMAGE_TYPES.join(',')}
          showUploadList={false}
          beforeUpload={(file) => {
            // A refused upload was already shown by the request wrapper.
            upload.mutateAsync(file).then(
              (saved) => onChange?.(saved.url),
              () => undefined,
            );
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={upload.isPending} size="small">
            {t('uploadImage')}
          </Button>
        </Upload>
      </Space>
    </Space>
  );
}
