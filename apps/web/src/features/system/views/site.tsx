// Back-office view 'system/site': the branded sites with every field; a change shows on that site at once.
import { PlusOutlined } from '@ant-design/icons';
import type { AdminSite } from '@etp/contracts';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSites } from '@/api/sites/listSites';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { useTableParams } from '@/components/admin/useTableParams';
import '../i18n';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { SiteDrawer } from '../site/SiteDrawer';

export default function SystemSiteView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('system');
  const table = useTableParams();
  const sites = useSites(table.params);
  const [editing, setEditing] = useState<{ site: AdminSite | null } | null>(null);

  return (
    <Card
      title={t('views.system/site')}
      data-view="system/site"
      extra={
        <Space wrap>
          <ListExportButton kind="sites" />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ site: null })}>
            {ts('create')}
          </Button>
        </Space>
      }
    >
      {sites.isError && !sites.data ? (
        <ListError onRetry={() => void sites.refetch()} />
      ) : (
        <Table<AdminSite>
          rowKey="id"
          size="middle"
          loading={sites.isFetching}
          dataSource={sites.data?.list ?? []}
          pagination={table.pagination(sites.data?.total)}
          onChange={table.onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: ts('empty') }}
          columns={[
            {
              title: ts('site.fields.website'),
              dataIndex: 'website',
              render: (name: string, row) => (
                <span>
                  {row.logo && (
                    <img
                      src={row.logo}
                      alt=""
                      width={24}
                      height={24}
                      style={{ objectFit: 'contain', marginInlineEnd: 8, verticalAlign: 'middle' }}
                    />
                  )}
                  {name}
                  {row.is_default && (
                    <Tag color="blue" style={{ marginInlineStart: 8 }}>
                      {ts('site.default')}
                    </Tag>
                  )}
                </span>
              ),
            },
            { title: ts('site.fields.domain'), dataIndex: 'domain', render: (d: string) => <code>{d}</code> },
            { title: ts('site.fields.variant'), dataIndex: 'variant', render: (v: string) => ts(`site.variants.${v}`) },
            { title: ts('site.fields.service_hotline'), dataIndex: 'service_hotline' },
            { title: ts('site.updatedAt'), dataIndex: 'updated_at', render: (v: string) => formatTime(v) },
            {
              title: ts('actions'),
              key: 'actions',
              render: (_, row) => (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing({ site: row })}
                  data-testid={`site-edit-${row.domain}`}
                >
                  {ts('edit')}
                </Button>
              ),
            },
          ]}
        />
      )}
      <SiteDrawer open={editing !== null} site={editing?.site ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
