// A lesson's player: a plain <video> (no player library), resumed at the last position, with the heartbeat's
// behaviours: the face gate (301), the other-tab and daily-limit stops (302, 303), the no-skip rule and the idle prompt.
// The address holds 15-20 minutes: the page reads the outline again before it expires, and the video takes the
// newest address when it needs the network again (useRenewedSource), so a long lesson plays on.
import type { LessonProgress } from '@etp/contracts';
import { Alert, Button, Modal, message } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useRenewedSource } from '@/components/media/useRenewedSource';
import { FaceGate, type FaceGateProps } from './FaceGate';
import { useStudyTime } from './format';
import { useStudyHeartbeat } from './useStudyHeartbeat';
import './i18n';

interface Props {
  lesson: LessonProgress;
  onProgress(): void;
  /** Reads the lesson's address again (a fresh media token arrives as a new media_url). */
  renewMedia(): void;
  renderFaceCheck?: FaceGateProps['renderFaceCheck'];
}

export function LessonPlayer({ lesson, onProgress, renewMedia, renderFaceCheck }: Props) {
  const { t } = useTranslation('learning');
  const time = useStudyTime();
  const video = useRef<HTMLVideoElement>(null);
  const beat = useStudyHeartbeat(lesson.id, video);
  useRenewedSource(video, { url: lesson.media_url ?? '', startAt: lesson.last_position, renew: renewMedia });
  const completed = beat.last?.completed;

  useEffect(() => {
    if (beat.rewound > 0) void message.warning(t('noSkip'));
  }, [beat.rewound, t]);
  useEffect(() => {
    if (completed) onProgress();
  }, [completed, onProgress]);

  let notice: ReactNode = null;
  if (beat.stop === 'other_tab' || beat.stop === 'limit')
    notice = (
      <Alert
        type="warning"
        showIcon
        data-testid="player-stopped"
        message={beat.message || t(beat.stop === 'limit' ? 'dailyLimit' : 'otherTab')}
      />
    );
  else if (beat.idle === 'paused') notice = <Alert type="info" showIcon message={t('idlePaused')} />;

  if (!lesson.media_url) return <Alert type="info" showIcon message={t('noVideo')} data-testid="no-video" />;
  return (
    <div data-testid="lesson-player">
      {/* biome-ignore lint/a11y/useMediaCaption: the course videos carry no caption track */}
      <video
        ref={video}
        controls
        preload="metadata"
        playsInline
        style={{ width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 6 }}
        data-testid="lesson-video"
      />
      {notice}
      {beat.last && (
        <p style={{ marginTop: 8 }} data-testid="lesson-credited">
          {t('learnedTime', { time: time.duration(beat.last.total_seconds) })}
          {beat.last.completed && ` · ${t('completed')}`}
        </p>
      )}
      <FaceGate
        open={beat.stop === 'face'}
        lessonId={lesson.id}
        message={beat.message}
        onRetry={beat.retry}
        renderFaceCheck={renderFaceCheck}
      />
      <Modal
        open={beat.idle === 'asked'}
        title={t('idleTitle')}
        closable={false}
        maskClosable={false}
        footer={
          <Button type="primary" onClick={() => void beat.answerIdle()} data-testid="idle-ok">
            {t('idleOk')}
          </Button>
        }
      >
        <p>{t('idleText')}</p>
      </Modal>
    </div>
  );
}
