// Back-office view 'content/link': friendly links of the portal footer (name, address, order).
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DrawerConfig } from '../components/ContentDrawer';
import { ContentManager, type ManagedRow } from '../components/ContentManager';
import { CONTENT_NS } from '../i18n';

interface LinkRow extends ManagedRow {
  url: string;
}

export default function ContentLinkView() {
  const { t } = useTranslation(CONTENT_NS);
  const drawer = useMemo<DrawerConfig>(
    () => ({
      richText: false,
      known: ['name', 'url', 'order_num'],
      initial: { name: '', url: 'https://', order_num: 0 },
      toBody: ({ name, url, order_num }) => ({ name, url, order_num }),
      fields: (
        <>
          <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="url" label={t('field.url')} rules={[{ required: true }]} extra={t('linkPrompt')}>
            <Input maxLength={1000} />
          </Form.Item>
          <Form.Item name="order_num" label={t('order')} extra={t('orderHint')}>
            <InputNumber min={0} max={100000} />
          </Form.Item>
        </>
      ),
    }),
    [t],
  );
  return (
    <ContentManager<LinkRow>
      kind="link"
      view="content/link"
      drawer={drawer}
      toPreview={(item) => ({ title: String(item.name ?? ''), meta: String(item.url ?? ''), content: '' })}
      columns={[
        {
          title: t('field.url'),
          dataIndex: 'url',
          ellipsis: true,
          render: (url: string) => (
            <a href={url} target="_blank" rel="noopener noreferrer">
              {url}
            </a>
          ),
        },
      ]}
    />
  );
}
