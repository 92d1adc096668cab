// Back-office view 'institution/list': training institutions of the caller's region (admin: all) with create, edit
// and review (pending -> approved / disabled); regional administrators also see sign-up leads by district.

import { PlusOutlined } from '@ant-design/icons';
import { INSTITUTION_STATUSES, type InstitutionRow } from '@etp/contracts';
import { App, Button, Card, Form, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportInstitutions } from '@/api/institutions/exportInstitutions';
import { type InstitutionListParams, institutionsQuery } from '@/api/institutions/listInstitutions';
import { useReviewInstitution } from '@/api/institutions/reviewInstitution';
import { useLeadCounts } from '@/api/signups/getLeadCounts';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { primaryRole, useSession } from '@/stores/session';
import '../i18n';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { InstitutionModal, useInstitutionDialog } from '../parts/InstitutionModal';

const FILTERS: readonly FilterName<InstitutionListParams>[] = ['keyword', 'status'];
const COLORS = { pending: 'gold', approved: 'green', disabled: 'default' } as const;

export default function InstitutionListView() {
  const { t } = useTranslation();
  const { t: ti } = useTranslation('institutions');
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const role = primaryRole(useSession((s) => s.user));
  const regional = role === 'province' || role === 'city' || role === 'area';
  const list = useAdminList(institutionsQuery, { filters: FILTERS });
  const filters = useFilterForm(list);
  const dialog = useInstitutionDialog();
  const review = useReviewInstitution();
  const actions = useRowActions();
  const counts = useLeadCounts(regional || role === 'admin');
  const setStatus = (row: InstitutionRow, status: InstitutionRow['status']) =>
    void review
      .mutateAsync({ id: row.id, status })
      .then(() => message.success(ti('reviewed')))
      .catch(() => undefined);

  return (
    <div data-view="institution/list">
      <Card title={t('views.institution/list')} style={{ marginBottom: 16 }}>
        <Form {...filters.formProps} layout="inline" className="admin-filters">
          <KeywordFilter label={ti('keyword')} width={200} />
          <ChoiceFilter
            name="status"
            label={ti('status')}
            width={120}
            placeholder={ta('all')}
            options={INSTITUTION_STATUSES.map((s) => ({ value: s, label: ti(`statuses.${s}`) }))}
          />
          <FilterButtons onReset={filters.reset} onExport={() => exportInstitutions(list.params)} />
        </Form>
        <Space style={{ margin: '16px 0' }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => dialog.openCreate()}
            data-testid="institution-create"
          >
            {ti('create')}
          </Button>
        </Space>
        <ListTable<InstitutionRow>
          {...list.tableProps}
          size="middle"
          data-testid="institution-table"
          columns={[
            { title: ti('name'), dataIndex: 'name', fixed: 'left' },
            { title: ti('region'), dataIndex: 'region_name' },
            { title: ti('kind'), dataIndex: 'kind', render: (k: string) => ti(`kinds.${k}`) },
            { title: ti('contact'), dataIndex: 'contact' },
            { title: ti('phone'), dataIndex: 'phone' },
            { title: ti('classes'), dataIndex: 'classes' },
            {
              title: ti('status'),
              dataIndex: 'status',
              render: (s: InstitutionRow['status']) => <Tag color={COLORS[s]}>{ti(`statuses.${s}`)}</Tag>,
            },
            {
              title: ta('actions'),
              key: 'actions',
              fixed: 'right',
              render: (_, row) => (
                <RowActions
                  actions={[
                    actions.edit(() => dialog.openEdit(row)),
                    row.status !== 'approved' && {
                      key: 'approve',
                      label: row.status === 'pending' ? ti('approve') : ti('enable'),
                      onClick: () => setStatus(row, 'approved'),
                      testId: `institution-approve-${row.id}`,
                    },
                    row.status !== 'disabled' && {
                      key: 'disable',
                      label: ti('disable'),
                      danger: true,
                      onClick: () => setStatus(row, 'disabled'),
                    },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      {(regional || role === 'admin') && (
        <Card title={ti('leadCounts')}>
          <Table
            size="small"
            rowKey="region_code"
            pagination={false}
            loading={counts.isLoading}
            dataSource={counts.data ?? []}
            columns={[
              { title: ti('region'), dataIndex: 'region_name' },
              { title: ti('leadTotal'), dataIndex: 'total' },
              { title: ti('leadNew'), dataIndex: 'new' },
            ]}
          />
        </Card>
      )}
      <InstitutionModal dialog={dialog} />
    </div>
  );
}
