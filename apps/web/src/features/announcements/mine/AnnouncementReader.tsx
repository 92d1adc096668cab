// One announcement opened: its sanitised content; opening an unread one marks it read.
import { Drawer, Empty, Skeleton, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyAnnouncement } from '@/api/announcements/getMyAnnouncement';
import { useMarkAnnouncementRead } from '@/api/announcements/markAnnouncementRead';
import { formatTime } from '@/components/admin/format';
import { RichText } from '@/components/RichText';
import { useApp } from '@/stores/app';
import styles from '../announcement.module.css';

export function AnnouncementReader({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('announcement');
  const mobile = useApp((s) => s.device === 'mobile');
  const detail = useMyAnnouncement(id);
  const markRead = useMarkAnnouncementRead();
  const item = detail.data;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened announcement
  useEffect(() => {
    if (item && !item.read && item.id === id) markRead.mutate(item.id);
  }, [item?.id, item?.read, id]);

  return (
    <Drawer open={id !== null} onClose={onClose} size={mobile ? '100%' : 640} title={item?.title ?? ''} destroyOnHidden>
      {detail.isLoading ? (
        <Skeleton active />
      ) : !item ? (
        <Empty description={t('empty')} />
      ) : (
        <article data-testid="announcement-detail">
          <Space wrap size="large" style={{ marginBottom: 16 }}>
            <Typography.Text type="secondary">
              {t('from')}：{item.author_name}
            </Typography.Text>
            <Typography.Text type="secondary">
              {t('region')}：{item.region_name || t('everywhere')}
            </Typography.Text>
            <Typography.Text type="secondary">{formatTime(item.published_at)}</Typography.Text>
          </Space>
          <RichText html={item.content} className={styles.content} testId="announcement-content" />
        </article>
      )}
    </Drawer>
  );
}
