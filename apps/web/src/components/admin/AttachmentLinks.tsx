// Attachments that may be links (content articles, operate guides): name + address rows of a Form.List, added by hand
// or by uploading a file through POST /a/v1/uploads, which fills both (and the size and type). Server errors on a row
// land on its field. Files a domain stores itself are an AttachmentsField.
import { DeleteOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadFile } from '@/api/uploads/uploadFile';
import { UploadButton } from './UploadButton';
import './i18n';

/** `name` is the Form.List path, e.g. 'attachments' or [index, 'attachments'] inside another list. */
export function AttachmentLinks({ name }: { name: string | (string | number)[] }) {
  const { t } = useTranslation('admin');
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
            <UploadButton
              upload={uploadFile}
              onAdded={({ name: fileName, url, size, type }) => add({ name: fileName, url, size, type })}
              small
            >
              {t('uploadAttachment')}
            </UploadButton>
          </Space>
        </>
      )}
    </Form.List>
  );
}
