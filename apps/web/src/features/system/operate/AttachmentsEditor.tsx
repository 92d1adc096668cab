// Attachments of a guide item or feature: name + URL rows, a file upload fills both.
import { DeleteOutlined, PaperClipOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadFile } from '@/api/uploads/uploadFile';

/** `name` is the Form.List path, e.g. 'attachments' or [index, 'attachments'] inside another list. */
export function AttachmentsEditor({ name }: { name: string | (string | number)[] }) {
  const { t } = useTranslation('system');
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
                rules={[{ required: true, whitespace: true, message: t('operate.attachmentNameRequired') }]}
              >
                <Input placeholder={t('operate.attachmentName')} style={{ width: 160 }} maxLength={200} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'url']}
                rules={[{ required: true, message: t('operate.attachmentUrlRequired') }]}
              >
                <Input placeholder="https://" style={{ width: 220 }} />
              </Form.Item>
              <Button icon={<DeleteOutlined />} danger onClick={() => remove(field.name)} aria-label={t('delete')} />
            </Space>
          ))}
          <Space wrap>
            <Button
              size="small"
              type="dashed"
              icon={<PlusOutlined />}
              onClick={() => add({ id: 0, name: '', url: '' })}
            >
              {t('operate.addAttachment')}
            </Button>
            <Upload
              showUploadList={false}
              beforeUpload={(file) => {
                void upload
                  .mutateAsync(file)
                  .then((saved) => add({ id: 0, name: saved.name, url: saved.url }))
                  .catch(() => undefined);
                return false;
              }}
            >
              <Button size="small" icon={<UploadOutlined />} loading={upload.isPending}>
                {t('operate.uploadAttachment')}
              </Button>
            </Upload>
          </Space>
        </>
      )}
    </Form.List>
  );
}
