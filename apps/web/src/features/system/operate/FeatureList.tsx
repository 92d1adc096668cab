// The new-feature list, drafts included, with create, edit and delete.
import { PlusOutlined } from '@ant-design/icons';
import type { AdminFeature } from '@etp/contracts';
import { Button, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDeleteFeature } from '@/api/operates/deleteFeature';
import { useFeatures } from '@/api/operates/listFeatures';
import { useConfirmDelete } from '@/components/admin/confirm';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { useTableParams } from '@/components/admin/useTableParams';
import { FeatureModal } from './FeatureModal';

export function FeatureList() {
  const { t } = useTranslation('system');
  const table = useTableParams();
  const features = useFeatures(table.params);
  const remove = useDeleteFeature();
  const confirmDelete = useConfirmDelete();
  const [editing, setEditing] = useState<{ feature: AdminFeature | null } | null>(null);
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ feature: null })}>
          {t('create')}
        </Button>
        <ListExportButton kind="features" />
      </Space>
      {features.isError && !features.data ? (
        <ListError onRetry={() => void features.refetch()} />
      ) : (
        <Table<AdminFeature>
          rowKey="id"
          size="middle"
          loading={features.isFetching}
          dataSource={features.data?.list ?? []}
          pagination={table.pagination(features.data?.total)}
          onChange={table.onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
          columns={[
            { title: t('operate.featureName'), dataIndex: 'name' },
            { title: t('operate.featureContent'), dataIndex: 'content', ellipsis: true, width: 320 },
            { title: t('operate.attachments'), dataIndex: 'attachments', render: (list: unknown[]) => list.length },
            {
              title: t('operate.published'),
              dataIndex: 'published',
              render: (on: boolean) =>
                on ? <Tag color="green">{t('operate.isPublished')}</Tag> : <Tag>{t('operate.draft')}</Tag>,
            },
            { title: t('operate.editTimeColumn'), dataIndex: 'edit_time', render: (v: string) => formatTime(v) },
            {
              title: t('actions'),
              key: 'actions',
              render: (_, row) => (
                <Space size={0}>
                  <Button type="link" size="small" onClick={() => setEditing({ feature: row })}>
                    {t('edit')}
                  </Button>
                  <Button
                    type="link"
                    size="small"
                    danger
                    onClick={() => confirmDelete(row.name, () => remove.mutateAsync(row.id))}
                  >
                    {t('delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      )}
      <FeatureModal open={editing !== null} feature={editing?.feature ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
