// One session on screen: the player (live, or the replay once it is over; a notice before it starts) beside its chat.
import type { LiveWatch } from '@etp/contracts';
import { Alert } from 'antd';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/utils/time';
import { LiveChat } from './LiveChat';
import { LivePlayer } from './LivePlayer';
import styles from './live.module.css';
import '../i18n';

interface Props {
  watch: LiveWatch;
  canPost: boolean;
  onPlayingChange?: (playing: boolean) => void;
  videoRef?: RefObject<HTMLVideoElement | null>;
}

export function LiveStage({ watch, canPost, onPlayingChange, videoRef }: Props) {
  const { t } = useTranslation('live');
  return (
    <div className={styles.stage}>
      {watch.state === 'upcoming' ? (
        <Alert type="info" showIcon title={t('notStarted', { time: formatDateTime(watch.starts_at) })} />
      ) : (
        <LivePlayer
          src={watch.pull_url}
          token={watch.media_token}
          live={watch.state === 'live'}
          onPlayingChange={onPlayingChange}
          videoRef={videoRef}
        />
      )}
      <LiveChat sessionId={watch.id} token={watch.media_token} canPost={canPost} closed={watch.state === 'ended'} />
    </div>
  );
}
