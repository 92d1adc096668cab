// Back-office view 'content/carousel': the portal's slides (picture, title, link, order).
import { Form, Input, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageField } from '@/components/admin/ImageField';
import type { DrawerConfig } from '../components/ContentDrawer';
import { ContentManager, type ManagedRow } from '../components/ContentManager';
import { CONTENT_NS } from '../i18n';

interface SlideRow extends ManagedRow {
  image: string;
  link: string;
}

export default function ContentCarouselView() {
  const { t } = useTranslation(CONTENT_NS);
  const drawer = useMemo<DrawerConfig>(
    () => ({
      richText: false,
      known: ['title', 'image', 'link', 'order_num'],
      initial: { title: '', image: '', link: '', order_num: 0 },
      toBody: ({ title, image, link, order_num }) => ({ title, image, link, order_num }),
      fields: (
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
          <Form.Item name="order_num" label={t('order')} extra={t('orderHint')}>
            <InputNumber min={0} max={100000} />
          </Form.Item>
        </>
      ),
    }),
    [t],
  );
  return (
    <ContentManager<SlideRow>
      kind="carousel"
      view="content/carousel"
      drawer={drawer}
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
