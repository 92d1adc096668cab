// While the student's player plays, reports the session to the learning record every LIVE_RECORD_EVERY_S seconds
// (position 0 while live, seconds into the replay after). The server credits it; its refusals (302, 303) and any
// failure (the call may not exist yet) become one small notice, and the video keeps playing.
import { LIVE_RECORD_EVERY_S, type LiveState } from '@etp/contracts';
import { type RefObject, useEffect, useState } from 'react';
import { RequestError } from '@/api/http';
import { postLiveLearningRecord } from '@/api/learning/postLiveLearningRecord';
import { newTabId } from '@/features/learning';

/** This tab's id, made once per page load. */
const TAB_ID = newTabId();

export function useLiveRecord(
  liveId: number | null,
  state: LiveState | undefined,
  playing: boolean,
  video: RefObject<HTMLVideoElement | null>,
) {
  const [notice, setNotice] = useState<{ code: number; text: string } | null>(null);
  useEffect(() => {
    if (!liveId || !playing || state === 'upcoming') return;
    const report = () =>
      postLiveLearningRecord({
        live_id: liveId,
        position: state === 'live' ? 0 : Math.floor(video.current?.currentTime ?? 0),
        playing: true,
        tab: TAB_ID,
      }).then(
        () => setNotice(null),
        (error: unknown) =>
          setNotice(error instanceof RequestError ? { code: error.code, text: error.message } : { code: 0, text: '' }),
      );
    const timer = window.setInterval(report, LIVE_RECORD_EVERY_S * 1000);
    return () => window.clearInterval(timer);
  }, [liveId, state, playing, video]);
  return notice;
}
