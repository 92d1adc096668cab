// The user's announcements with unread marks; opening one reads it.
import type { MyAnnouncementRow } from '@etp/contracts';
import { Badge, Segmented, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { myAnnouncementsQuery } from '@/api/announcements/listMyAnnouncements';
import { formatTime } from '@/components/admin/format';
import { ListTable } from '@/components/admin/ListTable';
import { useAdminList } from '@/components/admin/useAdminList';
import styles from '../announcement.module.css';
import { AnnouncementReader } from './AnnouncementReader';

export function MyAnnouncements() {
  const { t } = useTranslation('announcement');
  const list = useAdminList(myAnnouncementsQuery, { filters: ['unread'] });
  const [open, setOpen] = useState<number | null>(null);

  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={list.filters.unread ? 'unread' : 'all'}
        onChange={(v) => list.applyFilters(v === 'unread' ? { unread: '1' } : {})}
        options={[
          { value: 'all', label: t('all') },
          { value: 'unread', label: t('unreadOnly') },
        ]}
      />
      <ListTable<MyAnnouncementRow>
        {...list.tableProps}
        size="middle"
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
      <AnnouncementReader id={open} onClose={() => setOpen(null)} />
    </>
  );
}
