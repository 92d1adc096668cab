// The new-feature list, drafts included, with create, edit and delete.
import { PlusOutlined } from '@ant-design/icons';
import type { AdminFeature } from '@etp/contracts';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDeleteFeature } from '@/api/operates/deleteFeature';
import { featuresQuery } from '@/api/operates/listFeatures';
import { formatTime } from '@/components/admin/format';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { ListTable } from '@/components/admin/ListTable';
import { RowActions, useRowActions } from '@/components/admin/RowActions';
import { useAdminList } from '@/components/admin/useAdminList';
import { FeatureModal, useFeatureDialog } from './FeatureModal';

export function FeatureList() {
  const { t } = useTranslation(['operates', 'admin'], { nsMode: 'fallback' });
  const list = useAdminList(featuresQuery);
  const remove = useDeleteFeature();
  const actions = useRowActions();
  const featureDialog = useFeatureDialog();
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => featureDialog.openCreate()}>
          {t('create')}
        </Button>
        <ListExportButton kind="features" />
      </Space>
      <ListTable<AdminFeature>
        {...list.tableProps}
        size="middle"
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
              <RowActions
                actions={[
                  actions.edit(() => featureDialog.openEdit(row)),
                  actions.remove(row.name, () => remove.mutateAsync(row.id)),
                ]}
              />
            ),
          },
        ]}
      />
      <FeatureModal dialog={featureDialog} />
    </>
  );
}
