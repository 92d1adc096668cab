// One back-office screen for a managed content kind: filters, a server-paged table, and the actions
// create, edit, preview, publish / withdraw / schedule, pin, order and delete. Regional administrators
// use the same screen; the server keeps them to their own region.
import { DownOutlined, PlusOutlined } from '@ant-design/icons';
import { CONTENT_STATUSES, type ContentKind, type ContentStatus, isArticleKind } from '@etp/contracts';
import { App, Button, Card, Dropdown, Form, InputNumber, Space, type TablePaginationConfig, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { TFunction } from 'i18next';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeContent } from '@/api/content/changeContent';
import { getContent } from '@/api/content/getContent';
import { type ContentListParams, contentListQuery } from '@/api/content/listContent';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { CONTENT_NS } from '../i18n';
import { ContentDrawer, type DrawerConfig, useContentDialog } from './ContentDrawer';
import { type PreviewData, PreviewModal } from './PreviewModal';
import { ScheduleModal } from './ScheduleModal';
import { formatDateTime, type ManagedRow, STATUS_COLORS } from './status';

interface Props<T extends ManagedRow> {
  kind: ContentKind;
  view: string;
  /** Columns between the title and the state columns. */
  columns: ColumnsType<T>;
  /** Filters besides keyword and status. */
  filters?: { name: 'category' | 'level'; options: { value: string; label: string }[] }[];
  drawer: DrawerConfig;
  /** The preview of a saved item (articles load their text first). */
  toPreview: (item: Record<string, unknown>) => PreviewData;
}

/** The content screens' pager: a fixed page size and their own total. */
export const contentPager = (t: TFunction): TablePaginationConfig => ({
  showSizeChanger: false,
  size: undefined,
  showTotal: (total) => t('total', { count: total }),
});

export function ContentManager<T extends ManagedRow>({
  kind,
  view,
  columns,
  filters = [],
  drawer,
  toPreview,
}: Props<T>) {
  const { t } = useTranslation(CONTENT_NS);
  const { t: shell } = useTranslation();
  const { modal, message } = App.useApp();
  const list = useAdminList((params: ContentListParams) => contentListQuery<T>(kind, params), {
    filters: ['keyword', 'category', 'level', 'status'],
    pagination: contentPager(t),
  });
  const filterForm = useFilterForm(list);
  const change = useChangeContent(kind);
  const dialog = useContentDialog(kind, drawer);
  const [preview, setPreview] = useState<PreviewData | null>(null);
  const [scheduling, setScheduling] = useState<T | null>(null);
  const article = isArticleKind(kind);
  const label = (row: T) => row.title ?? row.name ?? '';

  const run = async (row: T, action: Parameters<typeof change.mutateAsync>[0]['change']) => {
    const result = (await change.mutateAsync({ id: row.id, change: action })) as { msg?: string };
    if (result?.msg) void message.success(result.msg);
  };

  const openPreview = async (row: T) => {
    const item = await getContent<Record<string, unknown>>(kind, row.id);
    setPreview(toPreview(item));
  };

  const rowActions = (row: T) => {
    const more: { key: string; label: ReactNode; danger?: boolean; onClick: () => void }[] = [];
    if (row.status !== 'published')
      more.push({ key: 'schedule', label: t('schedule'), onClick: () => setScheduling(row) });
    if (article) {
      more.push({
        key: 'pin',
        label: row.pinned ? t('unpin') : t('pin'),
        onClick: () => void run(row, { action: 'pin', pinned: !row.pinned }),
      });
    }
    more.push({
      key: 'delete',
      label: t('delete'),
      danger: true,
      onClick: () =>
        modal.confirm({
          title: t('delete'),
          content: t('deleteConfirm', { title: label(row) }),
          okButtonProps: { danger: true },
          okText: t('delete'),
          onOk: () => run(row, { action: 'delete' }),
        }),
    });
    return (
      <Space size={0} wrap>
        <Button type="link" size="small" onClick={() => dialog.openEdit(row)} data-testid={`edit-${row.id}`}>
          {t('edit')}
        </Button>
        <Button type="link" size="small" onClick={() => void openPreview(row)}>
          {t('preview')}
        </Button>
        {row.status === 'published' ? (
          <Button type="link" size="small" onClick={() => void run(row, { action: 'unpublish' })}>
            {t('unpublish')}
          </Button>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() => void run(row, { action: 'publish' })}
            data-testid={`publish-${row.id}`}
          >
            {t('publish')}
          </Button>
        )}
        <Dropdown menu={{ items: more.map(({ onClick, ...item }) => ({ ...item, onClick })) }} trigger={['click']}>
          <Button type="link" size="small" aria-label={`${t('more')} ${label(row)}`}>
            {t('more')} <DownOutlined />
          </Button>
        </Dropdown>
      </Space>
    );
  };

  const allColumns: ColumnsType<T> = [
    {
      title: article ? t('field.title') : kind === 'link' ? t('field.name') : t('field.title'),
      key: 'title',
      render: (_, row) => (
        <Space size={4} wrap>
          {row.pinned && <Tag color="red">{t('pinned')}</Tag>}
          <span>{label(row)}</span>
        </Space>
      ),
    },
    ...columns,
    {
      title: t('status.label'),
      dataIndex: 'status',
      width: 100,
      render: (status: ContentStatus) => <Tag color={STATUS_COLORS[status]}>{t(`status.${status}`)}</Tag>,
    },
    {
      title: t('field.publish_at'),
      dataIndex: 'publish_at',
      width: 160,
      render: (value: string | null) => formatDateTime(value),
    },
    {
      title: t('order'),
      dataIndex: 'order_num',
      width: 100,
      render: (value: number, row) => (
        <InputNumber
          size="small"
          min={0}
          max={100000}
          defaultValue={value}
          aria-label={`${t('order')} ${label(row)}`}
          title={t('orderHint')}
          style={{ width: 80 }}
          onBlur={(event) => {
            const next = Number(event.target.value);
            if (Number.isInteger(next) && next !== value) {
              void run(row, { action: 'order', items: [{ id: row.id, order_num: next }] });
            }
          }}
        />
      ),
    },
    { title: t('actions'), key: 'actions', fixed: 'right', width: 240, render: (_, row) => rowActions(row) },
  ];

  return (
    <Card title={shell(`views.${view}`)} data-view={view}>
      <Form {...filterForm.formProps} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
        <KeywordFilter label={t('keyword')} maxLength={50} width={180} />
        {filters.map((filter) => (
          <ChoiceFilter
            key={filter.name}
            name={filter.name}
            label={t(`field.${filter.name}`)}
            options={filter.options}
            width={140}
            placeholder={t('all')}
          />
        ))}
        <ChoiceFilter
          name="status"
          label={t('status.label')}
          placeholder={t('all')}
          width={120}
          options={CONTENT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
        />
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {t('search')}
          </Button>
          <Button onClick={filterForm.reset}>{t('reset')}</Button>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => dialog.openCreate(drawer.initial)}
            data-testid="content-add"
          >
            {t('add')}
          </Button>
        </Space>
      </Form>
      <ListTable<T>
        {...list.tableProps}
        columns={allColumns}
        locale={{ emptyText: shell('common.empty') }}
        data-testid="content-table"
      />
      <ContentDrawer kind={kind} config={drawer} dialog={dialog} onPreview={setPreview} toPreview={toPreview} />
      <PreviewModal data={preview} onClose={() => setPreview(null)} />
      <ScheduleModal
        open={scheduling !== null}
        onCancel={() => setScheduling(null)}
        onSchedule={async (publishAt) => {
          if (scheduling) await run(scheduling, { action: 'publish', publish_at: publishAt });
          setScheduling(null);
        }}
      />
    </Card>
  );
}
