// Back-office view 'download/export' (/downRecord/export/index): the user's download records,
// refreshed while a job is queued or running; files download with the token as a blob.
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ExportRow } from '@etp/contracts';
import { App, Button, Card, Progress, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDownloadExport } from '@/api/exports/downloadExport';
import { exportsQuery, isWorking } from '@/api/exports/listExports';
import { formatSize, formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import '../i18n';

const STATUS_COLORS: Record<ExportRow['status'], string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
};

export default function DownloadExportView() {
  const { t } = useTranslation();
  const { t: td } = useTranslation('download');
  const { message } = App.useApp();
  const list = useAdminList(exportsQuery);
  const download = useDownloadExport();

  return (
    <Card
      title={t('views.download/export')}
      data-view="download/export"
      extra={
        <Button icon={<ReloadOutlined />} onClick={() => void list.query.refetch()}>
          {td('refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{td('intro')}</Typography.Paragraph>
      <ListTable<ExportRow>
        {...list.tableProps}
        // The list polls while a job works: only the first load shows the spinner.
        loading={list.query.isLoading}
        size="middle"
        locale={{ emptyText: td('empty') }}
        data-testid="export-table"
        columns={[
          { title: td('name'), dataIndex: 'name' },
          {
            title: td('status'),
            dataIndex: 'status',
            render: (status: ExportRow['status'], row) => (
              <Space orientation="vertical" size={2}>
                <Tooltip title={status === 'failed' ? row.error : undefined}>
                  <Tag color={STATUS_COLORS[status]} data-testid={`export-status-${row.id}`} data-status={status}>
                    {td(`statuses.${status}`)}
                  </Tag>
                </Tooltip>
                {isWorking(row) && <Progress percent={row.progress} size="small" style={{ width: 120 }} />}
              </Space>
            ),
          },
          {
            title: td('size'),
            dataIndex: 'size',
            render: (size: number, row) => (row.status === 'done' ? formatSize(size) : ''),
          },
          { title: td('createdAt'), dataIndex: 'created_at', render: (v: string) => formatTime(v) },
          { title: td('expiresAt'), dataIndex: 'expires_at', render: (v: string | null) => formatTime(v) },
          {
            title: td('actions'),
            key: 'actions',
            render: (_, row) =>
              row.url ? (
                <Button
                  type="link"
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={download.isPending && download.variables?.id === row.id}
                  onClick={() =>
                    void download
                      .mutateAsync(row)
                      .then(({ name }) => message.success(td('saved', { name })))
                      .catch(() => undefined)
                  }
                  data-testid={`export-download-${row.id}`}
                >
                  {td('download')}
                </Button>
              ) : row.status === 'done' ? (
                <Typography.Text type="secondary">{td('expired')}</Typography.Text>
              ) : null,
          },
        ]}
      />
    </Card>
  );
}
