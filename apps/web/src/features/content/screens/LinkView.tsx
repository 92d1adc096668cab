// Back-office view 'content/link': friendly links of the portal footer (name, address, order).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PlainKindView } from '../components/PlainKindView';
import type { ManagedRow } from '../components/status';
import { CONTENT_NS } from '../i18n';

interface LinkRow extends ManagedRow {
  url: string;
}

export default function ContentLinkView() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <PlainKindView<LinkRow>
      kind="link"
      initial={{ name: '', url: 'https://' }}
      fields={
        <>
          <Form.Item name="name" label={t('field.name')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="url" label={t('field.url')} rules={[{ required: true }]} extra={t('linkPrompt')}>
            <Input maxLength={1000} />
          </Form.Item>
        </>
      }
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
