// Back-office view 'content/organization': each institution's portal page (intro, pictures, contact, text).
// Institutions themselves are created and reviewed elsewhere; here only their public page is edited.
import type { OrganizationAdminItem, OrganizationUpdate } from '@etp/contracts';
import { App, Button, Card, Col, Drawer, Form, Input, Row, Space, Spin, Table, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrganizationPage, useOrganizationPage } from '@/api/content/getOrganizationPage';
import type { ContentListParams } from '@/api/content/listContent';
import { useOrganizationPages } from '@/api/content/listOrganizationPages';
import { useUpdateOrganizationPage } from '@/api/content/updateOrganizationPage';
import { ImageField } from '@/components/admin/ImageField';
import { EditorField } from '../components/ContentDrawer';
import { type PreviewData, PreviewModal } from '../components/PreviewModal';
import { formatDateTime } from '../components/status';
import { formErrorsOf } from '../fieldErrors';
import { CONTENT_NS } from '../i18n';

const PAGE_SIZE = 10;
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
  const [params, setParams] = useState<ContentListParams>({ page: 1, size: PAGE_SIZE });
  const [editing, setEditing] = useState(0);
  const [preview, setPreview] = useState<PreviewData | null>(null);
  const list = useOrganizationPages(params);
  return (
    <Card title={shell('views.content/organization')} data-view="content/organization">
      <Form
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values: { keyword?: string }) => setParams({ page: 1, size: PAGE_SIZE, keyword: values.keyword })}
      >
        <Form.Item name="keyword" label={t('keyword')}>
          <Input allowClear maxLength={50} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('search')}
        </Button>
      </Form>
      <Table<OrganizationAdminItem>
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: shell('common.empty') }}
        pagination={{
          current: params.page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('total', { count: total }),
          onChange: (page) => setParams((current) => ({ ...current, page })),
        }}
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
                <Button type="link" size="small" onClick={() => setEditing(row.id)} data-testid={`edit-${row.id}`}>
                  {t('edit')}
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={async () => setPreview(toPreview(await getOrganizationPage(row.id)))}
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
      <OrganizationDrawer id={editing} onClose={() => setEditing(0)} onPreview={setPreview} />
      <PreviewModal data={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}

function OrganizationDrawer({
  id,
  onClose,
  onPreview,
}: {
  id: number;
  onClose: () => void;
  onPreview: (data: PreviewData) => void;
}) {
  const { t } = useTranslation(CONTENT_NS);
  const { message } = App.useApp();
  const [form] = Form.useForm<OrganizationUpdate>();
  const item = useOrganizationPage(id);
  const update = useUpdateOrganizationPage();
  useEffect(() => {
    if (item.data) form.setFieldsValue(item.data);
  }, [item.data, form]);
  const half = { xs: 24, md: 12 };
  const submit = async () => {
    const values = await form.validateFields();
    const body = Object.fromEntries(FIELDS.map((key) => [key, values[key] ?? ''])) as OrganizationUpdate;
    try {
      await update.mutateAsync({ id, body });
      void message.success(t('save'));
      onClose();
    } catch (error) {
      form.setFields(formErrorsOf(error, FIELDS) as never);
    }
  };
  return (
    <Drawer
      open={id > 0}
      onClose={onClose}
      width="min(920px, 100vw)"
      title={t('editTitle', { title: item.data?.name ?? '' })}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={() => onPreview(toPreview({ ...form.getFieldsValue(true), name: item.data?.name }))}>
            {t('preview')}
          </Button>
          <Button type="primary" loading={update.isPending} onClick={() => void submit()} data-testid="content-save">
            {t('save')}
          </Button>
        </Space>
      }
    >
      {item.isPending ? (
        <Spin />
      ) : (
        <Form form={form} layout="vertical">
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
        </Form>
      )}
    </Drawer>
  );
}
