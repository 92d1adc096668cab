// Footer friendly links: name + URL rows, added, removed and reordered in place.

import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { LINK_URL } from '@etp/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

export function LinksEditor() {
  const { t } = useTranslation(['sites', 'admin'], { nsMode: 'fallback' });
  return (
    <Form.List name="links">
      {(fields, { add, remove, move }) => (
        <>
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
              <Form.Item
                name={[field.name, 'name']}
                rules={[{ required: true, whitespace: true, message: t('site.linkNameRequired') }]}
              >
                <Input placeholder={t('site.linkName')} maxLength={50} style={{ width: 160 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'url']}
                rules={[{ required: true, pattern: LINK_URL, message: t('site.linkUrlInvalid') }]}
              >
                <Input placeholder="https://" maxLength={1000} style={{ width: 240 }} />
              </Form.Item>
              <Button
                icon={<ArrowUpOutlined />}
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={t('site.up')}
              />
              <Button
                icon={<ArrowDownOutlined />}
                disabled={index === fields.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={t('site.down')}
              />
              <Button icon={<DeleteOutlined />} danger onClick={() => remove(field.name)} aria-label={t('delete')} />
            </Space>
          ))}
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ name: '', url: '' })}>
            {t('site.addLink')}
          </Button>
        </>
      )}
    </Form.List>
  );
}
