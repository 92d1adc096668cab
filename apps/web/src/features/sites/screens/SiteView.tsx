// Back-office view 'system/site': the branded sites with every field; a change shows on that site at once.
import { PlusOutlined } from '@ant-design/icons';
import type { AdminSite } from '@etp/contracts';
import { Button, Card, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { sitesQuery } from '@/api/sites/listSites';
import { formatTime } from '@/components/admin/format';
import { ListExportButton } from '@/components/admin/ListExportButton';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import '../i18n';
import { SiteDrawer, useSiteDialog } from '../SiteDrawer';

export default function SystemSiteView() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation(['sites', 'admin'], { nsMode: 'fallback' });
  const list = useAdminList(sitesQuery);
  const siteDialog = useSiteDialog();

  return (
    <Card
      title={t('views.system/site')}
      data-view="system/site"
      extra={
        <Space wrap>
          <ListExportButton kind="sites" />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => siteDialog.openCreate()}>
            {ts('create')}
          </Button>
        </Space>
      }
    >
      <ListTable<AdminSite>
        {...list.tableProps}
        size="middle"
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
                onClick={() => siteDialog.openEdit(row)}
                data-testid={`site-edit-${row.domain}`}
              >
                {ts('edit')}
              </Button>
            ),
          },
        ]}
      />
      <SiteDrawer dialog={siteDialog} />
    </Card>
  );
}
