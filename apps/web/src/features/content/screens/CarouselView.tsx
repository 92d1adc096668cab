// Back-office view 'content/carousel': the portal's slides (picture, title, link, order).
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/admin/ImageField';
import { PlainKindView } from '../components/PlainKindView';
import type { ManagedRow } from '../components/status';
import { CONTENT_NS } from '../i18n';

interface SlideRow extends ManagedRow {
  image: string;
  link: string;
}

export default function ContentCarouselView() {
  const { t } = useTranslation(CONTENT_NS);
  return (
    <PlainKindView<SlideRow>
      kind="carousel"
      initial={{ title: '', image: '', link: '' }}
      fields={
        <>
          <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="image" label={t('field.image')} rules={[{ required: true }]}>
            <ImageField testId="slide-image-input" />
          </Form.Item>
          <Form.Item name="link" label={t('field.link')} extra={t('linkPrompt')}>
            <Input maxLength={1000} />
          </Form.Item>
        </>
      }
      toPreview={(item) => ({ title: String(item.title ?? ''), cover: String(item.image ?? ''), content: '' })}
      columns={[
        {
          title: t('field.image'),
          dataIndex: 'image',
          width: 140,
          render: (src: string) => <img src={src} alt="" style={{ width: 120, height: 37, objectFit: 'cover' }} />,
        },
        { title: t('field.link'), dataIndex: 'link', width: 160, ellipsis: true },
      ]}
    />
  );
}
