// The attachments of a form: name + address rows (a Form.List), added by hand or by uploading a file through
// POST /a/v1/uploads, which fills both (and the size and type). Server errors on a row land on its field.
import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { UPLOAD_FILE_TYPES, UPLOAD_IMAGE_TYPES } from '@etp/contracts';
import { Button, Form, Input, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '@/api/uploads/uploadFile';
import './i18n';

const ACCEPT = [...UPLOAD_FILE_TYPES, ...UPLOAD_IMAGE_TYPES].join(',');

/** `name` is the Form.List path, e.g. 'attachments' or [index, 'attachments'] inside another list. */
export function AttachmentsField({ name }: { name: string | (string | number)[] }) {
  const { t } = useTranslation('admin');
  const upload = useUploadFile();
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
            <Upload
              accept={ACCEPT}
              showUploadList={false}
              beforeUpload={(file) => {
                // A refused upload was already shown by the request wrapper.
                upload.mutateAsync(file).then(
                  ({ name: fileName, url, size, type }) => add({ name: fileName, url, size, type }),
                  () => undefined,
                );
                return false;
              }}
            >
              <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} data-testid="attachment-upload">
                {t('uploadAttachment')}
              </Button>
            </Upload>
          </Space>
        </>
      )}
    </Form.List>
  );
}
