// Back-office view 'competition/list': competitions (create, edit, publish, delete) and, per competition, its
// registrations and judging. Regional administrators see and run those of their own region (the server scopes them).
import { PlusOutlined } from '@ant-design/icons';
import { COMPETITION_STATUSES, type CompetitionAdminListItem } from '@etp/contracts';
import { App, Button, Card, Form, Input, Select, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangeCompetition } from '@/api/competitions/changeCompetition';
import { type CompetitionListParams, competitionsQuery } from '@/api/competitions/listCompetitions';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { CompetitionDrawer, useCompetitionDialog } from '../admin/CompetitionDrawer';
import { RegistrationsDrawer } from '../admin/RegistrationsDrawer';
import { COMPETITION_NS } from '../i18n';

export default function CompetitionAdminView() {
  const { t } = useTranslation(COMPETITION_NS);
  const { t: shell } = useTranslation();
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const list = useAdminList((params: CompetitionListParams) => competitionsQuery(params), {
    filters: ['keyword', 'status'],
  });
  const filters = useFilterForm(list);
  const dialog = useCompetitionDialog();
  const change = useChangeCompetition();
  const actions = useRowActions();
  const [judging, setJudging] = useState<CompetitionAdminListItem | null>(null);

  const run = async (row: CompetitionAdminListItem, what: 'publish' | 'unpublish' | 'remove') => {
    const answer = (await change.mutateAsync({ id: row.id, change: what })) as { msg?: string };
    if (answer?.msg) void message.success(answer.msg);
  };

  const columns: ColumnsType<CompetitionAdminListItem> = [
    { title: t('admin.name'), dataIndex: 'name' },
    {
      title: t('admin.phase'),
      key: 'phase',
      width: 100,
      render: (_, row) => t(`phase.${row.phase}`),
    },
    {
      title: t('stage.registration'),
      key: 'registration',
      width: 200,
      render: (_, row) => {
        const stage = row.stages.find((s) => s.kind === 'registration');
        return stage ? t('dates', { from: stage.starts_on, to: stage.ends_on }) : '';
      },
    },
    { title: t('admin.count'), dataIndex: 'registrations', width: 90 },
    {
      title: t('status.published'),
      dataIndex: 'status',
      width: 90,
      render: (status: CompetitionAdminListItem['status']) => (
        <Tag color={status === 'published' ? 'green' : 'default'}>{t(`status.${status}`)}</Tag>
      ),
    },
    {
      title: ta('actions'),
      key: 'actions',
      render: (_, row) => (
        <RowActions
          actions={[
            actions.edit(() => dialog.openEdit(row), { testId: `edit-${row.id}` }),
            row.status === 'published'
              ? { key: 'unpublish', label: t('admin.unpublish'), onClick: () => void run(row, 'unpublish') }
              : {
                  key: 'publish',
                  label: t('admin.publish'),
                  onClick: () => void run(row, 'publish'),
                  testId: `publish-${row.id}`,
                },
            {
              key: 'registrations',
              label: t('admin.registrations'),
              onClick: () => setJudging(row),
              testId: `registrations-${row.id}`,
            },
            actions.remove(row.name, () => run(row, 'remove')),
          ]}
        />
      ),
    },
  ];

  return (
    <Card
      title={shell('views.competition/list')}
      data-view="competition/list"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => dialog.openCreate()}
          data-testid="competition-add"
        >
          {t('admin.add')}
        </Button>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }} size="middle">
        <Form {...filters.formProps} layout="inline">
          <Form.Item name="keyword">
            <Input allowClear placeholder={t('admin.keyword')} aria-label={t('admin.keyword')} />
          </Form.Item>
          <Form.Item name="status">
            <Select
              allowClear
              style={{ width: 120 }}
              aria-label={t('status.published')}
              options={COMPETITION_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            />
          </Form.Item>
          <Button htmlType="submit">{t('searchButton')}</Button>
        </Form>
        <ListTable<CompetitionAdminListItem> {...list.tableProps} rowKey="id" columns={columns} />
      </Space>
      <CompetitionDrawer dialog={dialog} />
      <RegistrationsDrawer competition={judging} onClose={() => setJudging(null)} />
    </Card>
  );
}
