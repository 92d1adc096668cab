// The sign-up leads of the teacher's area, masked, with their follow-up status.
import { LEAD_STATUSES, type LeadRow } from '@etp/contracts';
import { App, Button, Form, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportLeads } from '@/api/signups/exportLeads';
import { type LeadListParams, leadsQuery } from '@/api/signups/listLeads';
import { useSetLeadStatus } from '@/api/signups/setLeadStatus';
import { FilterButtons } from '@/components/admin/FilterButtons';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { type FilterName, useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';

const FILTERS: readonly FilterName<LeadListParams>[] = ['keyword', 'status'];
const COLORS = { new: 'blue', contacted: 'green', enrolled: 'purple', unreachable: 'default' } as const;

export function LeadsTable() {
  const { t } = useTranslation('todo');
  const { t: ta } = useTranslation('admin');
  const { message } = App.useApp();
  const list = useAdminList(leadsQuery, { filters: FILTERS, scope: 'leads' });
  const filters = useFilterForm(list);
  const setStatus = useSetLeadStatus();
  const mark = (id: number, status: 'contacted' | 'unreachable') =>
    void setStatus
      .mutateAsync({ id, status })
      .then(() => message.success(t('saved')))
      .catch(() => undefined);
  return (
    <>
      <Form {...filters.formProps} layout="inline" className="admin-filters" style={{ marginBottom: 12 }}>
        <KeywordFilter label={t('name')} width={160} />
        <ChoiceFilter
          name="status"
          label={t('status')}
          width={120}
          placeholder={t('any')}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
        />
        <FilterButtons onReset={filters.reset} onExport={() => exportLeads(list.params)} />
      </Form>
      <ListTable<LeadRow>
        {...list.tableProps}
        size="small"
        data-testid="lead-table"
        columns={[
          { title: t('name'), dataIndex: 'name', fixed: 'left' },
          { title: t('idCard'), dataIndex: 'id_card' },
          { title: t('phone'), dataIndex: 'phone' },
          { title: t('region'), dataIndex: 'region_name' },
          { title: t('course'), dataIndex: 'course_name' },
          { title: t('institution'), dataIndex: 'institution_name' },
          { title: t('createdAt'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
          {
            title: t('status'),
            dataIndex: 'status',
            render: (s: LeadRow['status']) => <Tag color={COLORS[s]}>{t(`statuses.${s}`)}</Tag>,
          },
          {
            title: ta('actions'),
            key: 'actions',
            fixed: 'right',
            render: (_, row) =>
              row.status === 'enrolled' ? null : (
                <Space size={4}>
                  {row.status !== 'contacted' && (
                    <Button
                      size="small"
                      type="link"
                      onClick={() => mark(row.id, 'contacted')}
                      data-testid={`lead-contacted-${row.id}`}
                    >
                      {t('markContacted')}
                    </Button>
                  )}
                  {row.status !== 'unreachable' && (
                    <Button size="small" type="link" onClick={() => mark(row.id, 'unreachable')}>
                      {t('markUnreachable')}
                    </Button>
                  )}
                </Space>
              ),
          },
        ]}
      />
    </>
  );
}
