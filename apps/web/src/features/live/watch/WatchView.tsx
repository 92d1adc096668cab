// One session for the student: title and time, the player and the chat, the study-time report while playing.
import { Button, Space, Spin, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWatchLive } from '@/api/live/watchLive';
import { formatDateTime } from '@/utils/time';
import { LiveStage } from '../stage/LiveStage';
import { useLiveRecord } from './useLiveRecord';
import '../i18n';

export function WatchView({ id, onBack }: { id: number; onBack: () => void }) {
  const { t } = useTranslation('live');
  const watch = useWatchLive(id);
  const video = useRef<HTMLVideoElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const notice = useLiveRecord(id, watch.data?.state, playing, video);
  if (!watch.data) return <Spin />;
  const w = watch.data;
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <Button onClick={onBack}>{t('back')}</Button>
      <div>
        <Typography.Title level={4} style={{ margin: 0 }}>
          <Tag color={w.state === 'live' ? 'red' : 'default'}>{t(`state.${w.state}`)}</Tag>
          {w.title || t('untitled')}
        </Typography.Title>
        <Typography.Text type="secondary">
          {w.class_name} · {w.trainer_name} · {formatDateTime(w.starts_at)} – {formatDateTime(w.ends_at)}
        </Typography.Text>
      </div>
      {notice && (
        <Typography.Text type="warning" data-testid="live-record-notice">
          {notice.code === 302 || notice.code === 303 ? notice.text : t('recordFailed')}
        </Typography.Text>
      )}
      <LiveStage watch={w} canPost onPlayingChange={setPlaying} videoRef={video} />
    </Space>
  );
}
