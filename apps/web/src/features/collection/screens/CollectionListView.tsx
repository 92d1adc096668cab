// Back-office view 'collection/list' (活动管理 > 创业之星征集): the startup-star applications in the caller's scope,
// filtered by keyword, status and industry; review one, export the list to the download centre.
import {
  type AdminCollectionApplication,
  COLLECTION_INDUSTRIES,
  COLLECTION_STATUSES,
  type CollectionStatus,
} from '@etp/contracts';
import { Button, Card, Form, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportApplications } from '@/api/collection/exportApplications';
import { applicationsQuery } from '@/api/collection/listApplications';
import { ExportButton } from '@/components/admin/ExportButton';
import { ChoiceFilter, KeywordFilter } from '@/components/admin/FilterFields';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { useFilterForm } from '@/components/admin/useFilterForm';
import { COLLECTION_ADMIN_NS } from '../i18n';
import { ReviewModal, useReviewDialog } from '../review/ReviewModal';

const COLORS: Record<CollectionStatus, string | undefined> = {
  received: undefined,
  reviewing: 'blue',
  selected: 'green',
  rejected: 'default',
};

export default function CollectionListView() {
  const { t } = useTranslation();
  const { t: tc } = useTranslation(COLLECTION_ADMIN_NS);
  const list = useAdminList(applicationsQuery, { filters: ['keyword', 'status', 'industry'] });
  const filters = useFilterForm(list);
  const dialog = useReviewDialog();

  return (
    <Card title={t('views.collection/list')} data-view="collection/list">
      <Space wrap style={{ marginBottom: 12, width: '100%', justifyContent: 'space-between' }}>
        <Form {...filters.formProps} layout="inline" className="admin-filters">
          <KeywordFilter placeholder={tc('keyword')} width={220} />
          <ChoiceFilter
            name="status"
            placeholder={tc('status')}
            width={110}
            options={COLLECTION_STATUSES.map((s) => ({ value: s, label: tc(`statuses.${s}`) }))}
          />
          <ChoiceFilter
            name="industry"
            placeholder={tc('industry')}
            width={140}
            options={COLLECTION_INDUSTRIES.map((i) => ({ value: i, label: tc(`industries.${i}`) }))}
          />
          <Form.Item>
            <Button htmlType="submit">{tc('search')}</Button>
          </Form.Item>
        </Form>
        <ExportButton run={() => exportApplications(list.params)} />
      </Space>
      <ListTable<AdminCollectionApplication>
        {...list.tableProps}
        size="middle"
        locale={{ emptyText: tc('empty') }}
        data-testid="collection-list"
        columns={[
          { title: tc('receiptNo'), dataIndex: 'receipt_no', width: 170 },
          { title: tc('entityName'), dataIndex: 'entity_name', ellipsis: true },
          { title: tc('applicant'), dataIndex: 'applicant_name', width: 90 },
          { title: tc('phone'), dataIndex: 'phone', width: 120 },
          {
            title: tc('industry'),
            dataIndex: 'industry',
            width: 120,
            render: (i: AdminCollectionApplication['industry']) => tc(`industries.${i}`),
          },
          { title: tc('region'), dataIndex: 'region_name', width: 100 },
          {
            title: tc('status'),
            dataIndex: 'status',
            width: 90,
            render: (s: CollectionStatus) => <Tag color={COLORS[s]}>{tc(`statuses.${s}`)}</Tag>,
          },
          { title: tc('submittedAt'), dataIndex: 'submitted_at', width: 160, render: (v: string) => formatTime(v) },
          {
            title: tc('actions'),
            key: 'actions',
            width: 90,
            render: (_, row) => (
              <RowActions
                actions={[
                  {
                    key: 'review',
                    label: tc('review'),
                    testId: `collection-review-${row.id}`,
                    onClick: () => dialog.openEdit(row),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      <ReviewModal dialog={dialog} />
    </Card>
  );
}
