// The user's announcements with unread marks; opening one reads it.
import type { MyAnnouncementRow } from '@etp/contracts';
import { Badge, Segmented, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type MyAnnouncementParams, useMyAnnouncements } from '@/api/announcements/listMyAnnouncements';
import { formatTime } from '@/components/admin/format';
import { ListError } from '@/components/admin/ListError';
import { useTableParams } from '@/components/admin/useTableParams';
import styles from '../announcement.module.css';
import { AnnouncementReader } from './AnnouncementReader';

export function MyAnnouncements() {
  const { t } = useTranslation('announcement');
  const table = useTableParams<{ unread?: '1' }>();
  const list = useMyAnnouncements(table.params as MyAnnouncementParams);
  const [open, setOpen] = useState<number | null>(null);

  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={table.params.unread ? 'unread' : 'all'}
        onChange={(v) => table.search(v === 'unread' ? { unread: '1' } : {})}
        options={[
          { value: 'all', label: t('all') },
          { value: 'unread', label: t('unreadOnly') },
        ]}
      />
      {list.isError && !list.data ? (
        <ListError onRetry={() => void list.refetch()} />
      ) : (
        <Table<MyAnnouncementRow>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.list ?? []}
          pagination={table.pagination(list.data?.total)}
          onChange={table.onChange}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('empty') }}
          rowClassName={() => styles.row ?? ''}
          onRow={(row) => ({ onClick: () => setOpen(row.id) })}
          data-testid="my-announcements"
          columns={[
            {
              title: t('title'),
              dataIndex: 'title',
              render: (title: string, row) => (
                <span
                  className={row.read ? undefined : styles.unreadTitle}
                  data-testid={`announcement-${row.id}`}
                  data-read={row.read ? '1' : '0'}
                >
                  <Badge status={row.read ? 'default' : 'error'} /> {title}
                </span>
              ),
            },
            {
              title: t('status'),
              dataIndex: 'read',
              render: (read: boolean) => (read ? <Tag>{t('read')}</Tag> : <Tag color="red">{t('unread')}</Tag>),
            },
            { title: t('from'), dataIndex: 'author_name' },
            { title: t('region'), dataIndex: 'region_name', render: (r: string) => r || t('everywhere') },
            { title: t('publishedAt'), dataIndex: 'published_at', render: (v: string) => formatTime(v) },
          ]}
        />
      )}
      <AnnouncementReader id={open} onClose={() => setOpen(null)} />
    </>
  );
}
