// One session for its trainer: the push settings for the streaming software (copyable), a preview of the pull
// stream and the chat. Teachers and staff above see the same without the stream key.
import { Descriptions, Drawer, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLiveSession } from '@/api/live/getLiveSession';
import { useWatchLive } from '@/api/live/watchLive';
import { useApp } from '@/stores/app';
import { formatDateTime } from '@/utils/time';
import { LiveStage } from '../stage/LiveStage';
import '../i18n';

export function LiveDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('live');
  const mobile = useApp((s) => s.device === 'mobile');
  const detail = useLiveSession(id);
  const watch = useWatchLive(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={mobile ? '100%' : 960}
      title={d ? d.title || t('untitled') : ''}
      destroyOnHidden
      data-testid="live-detail"
    >
      {!d ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('className')}>{d.class_name}</Descriptions.Item>
            <Descriptions.Item label={t('time')}>
              {formatDateTime(d.starts_at)} – {formatDateTime(d.ends_at)}
            </Descriptions.Item>
            {d.can_edit && (
              <>
                <Descriptions.Item label={t('pushServer')}>
                  <Typography.Text copyable={{ text: d.push_server }} code data-testid="live-push-server">
                    {d.push_server}
                  </Typography.Text>
                </Descriptions.Item>
                <Descriptions.Item label={t('streamKey')}>
                  <Typography.Text copyable={{ text: d.stream_key }} code data-testid="live-stream-key">
                    {d.stream_key}
                  </Typography.Text>
                </Descriptions.Item>
              </>
            )}
          </Descriptions>
          {d.can_edit && <Typography.Paragraph type="secondary">{t('pushHint')}</Typography.Paragraph>}
          <Typography.Title level={5}>{t('preview')}</Typography.Title>
          {watch.data ? <LiveStage watch={watch.data} canPost={d.can_edit} /> : <Spin />}
        </>
      )}
    </Drawer>
  );
}
