// Back-office view 'content/organization': each institution's portal page (intro, pictures, contact, text).
// Institutions themselves are created and reviewed elsewhere; here only their public page is edited.
import type { OrganizationAdminItem, OrganizationUpdate } from '@etp/contracts';
import { Button, Card, Col, Form, Input, Row, Space, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrganizationPage, useOrganizationPage } from '@/api/content/getOrganizationPage';
import { organizationPagesQuery } from '@/api/content/listOrganizationPages';
import { useUpdateOrganizationPage } from '@/api/content/updateOrganizationPage';
import { KeywordFilter } from '@/components/admin/FilterFields';
import { FormDrawer } from '@/components/admin/FormDialogs';
import { ImageField } from '@/components/admin/ImageField';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { type FormDialog, useFormDialog } from '@/components/admin/useFormDialog';
import { EditorField } from '../components/ContentDrawer';
import { contentPager } from '../components/ContentManager';
import { type PreviewData, PreviewModal } from '../components/PreviewModal';
import { formatDateTime } from '../components/status';
import { CONTENT_NS } from '../i18n';

const FIELDS = ['intro', 'logo', 'cover', 'contact', 'phone', 'address', 'content'] as const;

const toPreview = (item: OrganizationAdminItem | (OrganizationUpdate & { name?: string })): PreviewData => ({
  title: item.name ?? '',
  meta: [item.contact, item.phone, item.address].filter(Boolean).join(' · '),
  cover: item.cover,
  content: item.content,
});

export default function ContentOrganizationView() {
  const { t } = useTranslation(CONTENT_NS);
  const { t: shell } = useTranslation();
  const list = useAdminList(organizationPagesQuery, { filters: ['keyword'], pagination: contentPager(t) });
  const filters = useFilterForm(list);
  const dialog = useOrganizationDialog();
  const [preview, setPreview] = useState<PreviewData | null>(null);
  return (
    <Card title={shell('views.content/organization')} data-view="content/organization">
      <Form {...filters.formProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <KeywordFilter label={t('keyword')} maxLength={50} />
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Form>
      <ListTable<OrganizationAdminItem>
        {...list.tableProps}
        locale={{ emptyText: shell('common.empty') }}
        columns={[
          { title: t('field.name'), dataIndex: 'name' },
          {
            title: t('field.kind'),
            dataIndex: 'kind',
            width: 140,
            render: (kind: string) => <Tag>{t(`kind.${kind}`)}</Tag>,
          },
          { title: t('field.region'), dataIndex: 'region_name', width: 110 },
          { title: t('field.phone'), dataIndex: 'phone', width: 140 },
          { title: t('field.updated_at'), dataIndex: 'updated_at', width: 160, render: formatDateTime },
          {
            title: t('actions'),
            key: 'actions',
            fixed: 'right',
            width: 200,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => dialog.openEdit(row)} data-testid={`edit-${row.id}`}>
                  {t('edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  // A failed load was already shown by the request wrapper.
                  onClick={() =>
                    getOrganizationPage(row.id).then(
                      (item) => setPreview(toPreview(item)),
                      () => undefined,
                    )
                  }
                >
                  {t('preview')}
                </Button>
                <Button type="link" size="small" href={`/organDetail?id=${row.id}`} target="_blank">
                  {t('published')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <OrganizationDrawer dialog={dialog} onPreview={setPreview} />
      <PreviewModal data={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}

function useOrganizationDialog() {
  const { t } = useTranslation(CONTENT_NS);
  const update = useUpdateOrganizationPage();
  return useFormDialog<OrganizationAdminItem, OrganizationUpdate>({
    toValues: () => ({}),
    save: (values, row) =>
      update.mutateAsync({
        id: row?.id ?? 0,
        body: Object.fromEntries(FIELDS.map((key) => [key, values[key] ?? ''])) as OrganizationUpdate,
      }),
    saved: t('save'),
    fieldErrors: { known: FIELDS },
  });
}

function OrganizationDrawer({
  dialog,
  onPreview,
}: {
  dialog: FormDialog<OrganizationAdminItem, OrganizationUpdate>;
  onPreview: (data: PreviewData) => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const item = useOrganizationPage(dialog.editing?.id ?? 0);
  const half = { xs: 24, md: 12 };
  return (
    <FormDrawer
      dialog={dialog}
      title={t('editTitle', { title: item.data?.name ?? '' })}
      width="min(920px, 100vw)"
      values={item.data}
      placeholder={item.isPending ? <Spin /> : undefined}
      actions={
        <Space>
          <Button onClick={() => onPreview(toPreview({ ...dialog.form.getFieldsValue(true), name: item.data?.name }))}>
            {t('preview')}
          </Button>
          <Button
            type="primary"
            loading={dialog.saving}
            onClick={() => void dialog.submit()}
            data-testid="content-save"
          >
            {t('save')}
          </Button>
        </Space>
      }
    >
      <Form.Item name="intro" label={t('field.intro')}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Row gutter={16}>
        <Col {...half}>
          <Form.Item name="logo" label={t('field.logo')}>
            <ImageField />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="cover" label={t('field.cover')}>
            <ImageField />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="contact" label={t('field.contact')}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col {...half}>
          <Form.Item name="phone" label={t('field.phone')}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="address" label={t('field.address')}>
        <Input maxLength={200} />
      </Form.Item>
      <EditorField label={t('field.content')} />
    </FormDrawer>
  );
}
