// The player's heartbeat: every 10 s of wall time while playing (and at play and pause) it reports the lesson, the
// position and the playing state with this tab's id. The server decides the credit; this hook only follows its
// answers: 301 pause for a face check, 302 and 303 pause and stop, a refused jump goes back, an open presence question
// is shown and, unanswered for 60 s, pauses the video.
import { IDLE_ANSWER_WINDOW_MS, LEARNING_REPORT_EVERY_MS, type LearningRecordAnswer } from '@etp/contracts';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { acknowledgeIdle, sendLearningRecord } from '@/api/learning/record';
import { newTabId } from './tabId';

export type Stop = 'face' | 'other_tab' | 'limit' | null;

export interface Heartbeat {
  stop: Stop;
  message: string;
  idle: 'asked' | 'paused' | null;
  last: LearningRecordAnswer | null;
  /** Set when a jump ahead was sent back; cleared by the page once shown. */
  rewound: number;
  answerIdle(): Promise<void>;
  retry(): void;
}

export function useStudyHeartbeat(lessonId: number, video: RefObject<HTMLVideoElement | null>): Heartbeat {
  const tab = useRef(newTabId());
  const [stop, setStop] = useState<Stop>(null);
  const [message, setMessage] = useState('');
  const [idle, setIdle] = useState<Heartbeat['idle']>(null);
  const [last, setLast] = useState<LearningRecordAnswer | null>(null);
  const [rewound, setRewound] = useState(0);
  const maxPosition = useRef<number | null>(null);
  const stopped = useRef(false);
  const idleTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const send = useCallback(async () => {
    const el = video.current;
    if (!el || stopped.current || lessonId <= 0) return;
    try {
      const reply = await sendLearningRecord({
        lesson_id: lessonId,
        position: Math.floor(el.currentTime),
        playing: !el.paused && !el.ended,
        tab: tab.current,
      });
      const data = reply.data;
      setLast(data);
      maxPosition.current = data.max_position;
      if (data.rewind_to !== null) {
        el.currentTime = data.rewind_to;
        setRewound((n) => n + 1);
      }
      if (reply.code === 301 || reply.code === 302 || reply.code === 303) {
        el.pause();
        setMessage(reply.msg);
        setStop(reply.code === 301 ? 'face' : reply.code === 302 ? 'other_tab' : 'limit');
        if (reply.code !== 301) stopped.current = true;
        return;
      }
      if (data.idle_check && !idleTimer.current) {
        setIdle('asked');
        idleTimer.current = setTimeout(() => {
          video.current?.pause();
          setIdle('paused');
        }, IDLE_ANSWER_WINDOW_MS);
      }
    } catch {
      // The request wrapper has shown the error; the next beat tries again.
    }
  }, [lessonId, video]);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    stopped.current = false;
    setStop(null);
    const timer = setInterval(() => {
      if (!el.paused && !el.ended) void send();
    }, LEARNING_REPORT_EVERY_MS);
    const onPlayOrPause = () => void send();
    // On first viewing the player itself does not go past what the server allows (the server refuses it anyway).
    const onSeeking = () => {
      const limit = maxPosition.current;
      if (limit !== null && el.currentTime > limit) {
        el.currentTime = Math.max(0, limit - 1);
        setRewound((n) => n + 1);
      }
    };
    el.addEventListener('play', onPlayOrPause);
    el.addEventListener('pause', onPlayOrPause);
    el.addEventListener('seeking', onSeeking);
    return () => {
      clearInterval(timer);
      el.removeEventListener('play', onPlayOrPause);
      el.removeEventListener('pause', onPlayOrPause);
      el.removeEventListener('seeking', onSeeking);
      if (idleTimer.current) clearTimeout(idleTimer.current);
      idleTimer.current = null;
    };
  }, [send, video]);

  const answerIdle = useCallback(async () => {
    if (idleTimer.current) clearTimeout(idleTimer.current);
    idleTimer.current = null;
    setIdle(null);
    await acknowledgeIdle(tab.current).catch(() => undefined);
  }, []);

  const retry = useCallback(() => {
    setStop(null);
    void video.current?.play().catch(() => undefined);
  }, [video]);

  return { stop, message, idle, last, rewound, answerIdle, retry };
}
