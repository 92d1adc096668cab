// The form of an article kind (news, policy, case): shared fields plus the kind's own, and the
// conversions between the server's item and the form (dates as dayjs in the form, strings on the wire).
import {
  type ArticleKindName,
  type ContentAttachment,
  POLICY_LEVELS,
  UPLOAD_FILE_MAX_BYTES,
  UPLOAD_IMAGE_MAX_BYTES,
} from '@etp/contracts';
import { AutoComplete, Col, DatePicker, Form, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { TFunction } from 'i18next';
import { AttachmentLinks } from '@/components/admin/AttachmentLinks';
import { ImageField } from '@/components/admin/ImageField';
import type { DrawerConfig } from './ContentDrawer';
import { EditorField } from './ContentDrawer';
import type { PreviewData } from './PreviewModal';

const MB = 1024 * 1024;
const COMMON = ['title', 'summary', 'cover', 'content', 'category', 'source', 'author', 'attachments', 'region_code'];
const EXTRA: Record<ArticleKindName, string[]> = {
  news: [],
  policy: ['level', 'issuing_body', 'document_number', 'effective_date'],
  case: ['person', 'project'],
};

export function articleDrawer(kind: ArticleKindName, t: TFunction, categories: readonly string[]): DrawerConfig {
  const half = { xs: 24, md: 12 };
  return {
    richText: true,
    known: [...COMMON, ...EXTRA[kind]],
    initial: {
      title: '',
      summary: '',
      cover: '',
      content: '',
      category: categories[0] ?? '',
      source: '',
      author: '',
      attachments: [],
      ...(kind === 'policy' ? { level: 'province', issuing_body: '', document_number: '', effective_date: null } : {}),
      ...(kind === 'case' ? { person: '', project: '' } : {}),
    },
    toForm: (item) => ({
      ...item,
      effective_date: typeof item.effective_date === 'string' ? dayjs(item.effective_date) : null,
    }),
    toBody: (values) => {
      const { effective_date, ...rest } = values;
      const body: Record<string, unknown> = {};
      for (const key of [...COMMON, ...EXTRA[kind]]) if (key in rest) body[key] = rest[key];
      delete body.region_code;
      if (kind === 'policy') {
        body.effective_date = effective_date ? (effective_date as Dayjs).format('YYYY-MM-DD') : null;
      }
      return body;
    },
    fields: (
      <>
        <Form.Item name="title" label={t('field.title')} rules={[{ required: true, whitespace: true }]}>
          <Input maxLength={200} showCount data-testid="field-title" />
        </Form.Item>
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="category" label={t('field.category')}>
              <AutoComplete options={categories.map((value) => ({ value }))} maxLength={32} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="source" label={t('field.source')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
        </Row>
        {kind === 'policy' && (
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="level" label={t('field.level')}>
                <Select options={POLICY_LEVELS.map((value) => ({ value, label: t(`level.${value}`) }))} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="effective_date" label={t('field.effective_date')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="issuing_body" label={t('field.issuing_body')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="document_number" label={t('field.document_number')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
          </Row>
        )}
        {kind === 'case' && (
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="person" label={t('field.person')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="project" label={t('field.project')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        )}
        <Form.Item name="author" label={t('field.author')}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="summary" label={t('field.summary')}>
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="cover" label={t('field.cover')}>
          <ImageField testId="cover-input" />
        </Form.Item>
        <EditorField label={t('field.content')} />
        <Form.Item
          label={t('field.attachments')}
          extra={t('uploadHint', { image: UPLOAD_IMAGE_MAX_BYTES / MB, file: UPLOAD_FILE_MAX_BYTES / MB })}
        >
          <AttachmentLinks name="attachments" />
        </Form.Item>
      </>
    ),
  };
}

/** What the preview shows of an article (saved or still in the form). */
export const articlePreview = (item: Record<string, unknown>): PreviewData => ({
  title: String(item.title ?? ''),
  meta: [item.category, item.source, item.author].filter(Boolean).join(' · '),
  cover: typeof item.cover === 'string' ? item.cover : '',
  content: String(item.content ?? ''),
  attachments: (item.attachments as ContentAttachment[] | undefined) ?? [],
});
