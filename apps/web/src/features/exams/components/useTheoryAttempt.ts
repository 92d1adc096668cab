// The attempt as the page runs it: the server's state, the local answers over it, saving about a second after a
// change (and again when the network returns), the countdown against the server's clock, leaves of the page.
import type { AttemptState, SaveAnswers } from '@etp/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getAttempt, saveAnswers, submitAttempt } from '@/api/exams/theory';
import { RequestError } from '@/api/http';
import { acknowledge, type LocalAnswer, type Pending, readPending, writePending } from './pending';

const SAVE_DELAY_MS = 1000;
const RETRY_MS = 3000;

export type SaveStatus = 'saved' | 'saving' | 'unsent';

export function useTheoryAttempt(courseId: string, onClosed: (reason: 'submitted' | 'timeUp') => void) {
  const [state, setState] = useState<AttemptState | null>(null);
  const [answers, setAnswers] = useState<Record<string, LocalAnswer>>({});
  const [pending, setPendingState] = useState<Pending>({});
  const [offset, setOffset] = useState(0);
  const [offline, setOffline] = useState(false);
  const [leaves, setLeaves] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const pendingRef = useRef<Pending>({});
  const inFlight = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const attemptId = state?.attempt_id ?? 0;
  const closedRef = useRef(onClosed);
  closedRef.current = onClosed;

  const setPending = useCallback((next: Pending, id: number) => {
    pendingRef.current = next;
    writePending(id, next);
    setPendingState(next);
  }, []);

  const flush = useCallback(
    async (left = false) => {
      if (!attemptId || (inFlight.current && !left)) return;
      const sent = pendingRef.current;
      const body: SaveAnswers = {
        answers: Object.entries(sent).map(([id, a]) => ({
          question_id: Number(id),
          answer: a.answer,
          version: a.version,
        })),
        left,
      };
      if (!body.answers.length && !left) return;
      inFlight.current = true;
      try {
        const saved = await saveAnswers(courseId, body);
        setOffline(false);
        setOffset(Date.parse(saved.server_time) - Date.now());
        setLeaves(saved.leave_count);
        setState((s) => (s ? { ...s, deadline: saved.deadline } : s));
        setPending(acknowledge(pendingRef.current, saved.saved), attemptId);
        if (saved.status !== 'in_progress') closedRef.current('submitted');
      } catch (e) {
        if (e instanceof RequestError && e.code === 409) closedRef.current('timeUp');
        else setOffline(true);
      } finally {
        inFlight.current = false;
      }
    },
    [attemptId, courseId, setPending],
  );

  // Load: the server's answers, then the unsent local ones over them (newer versions only), then send those.
  useEffect(() => {
    let live = true;
    getAttempt(courseId).then(
      (s) => {
        if (!live) return;
        if (s.status !== 'in_progress') return closedRef.current('submitted');
        const server: Record<string, LocalAnswer> = {};
        for (const q of s.questions) server[String(q.question_id)] = { answer: q.answer, version: q.version };
        const local = readPending(s.attempt_id);
        const merged = { ...server };
        const keep: Pending = {};
        for (const [id, a] of Object.entries(local)) {
          if ((server[id]?.version ?? 0) < a.version) {
            merged[id] = a;
            keep[id] = a;
          }
        }
        setOffset(Date.parse(s.server_time) - Date.now());
        setLeaves(s.leave_count);
        setAnswers(merged);
        setState(s);
        setPending(keep, s.attempt_id);
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [courseId, setPending]);

  // Unsent answers go as soon as the attempt is known, then again every few seconds while any are left.
  useEffect(() => {
    if (!attemptId) return;
    void flush();
    const retry = setInterval(() => {
      if (Object.keys(pendingRef.current).length) void flush();
    }, RETRY_MS);
    const online = () => void flush();
    window.addEventListener('online', online);
    const hidden = () => {
      if (document.visibilityState === 'hidden') void flush(true);
    };
    document.addEventListener('visibilitychange', hidden);
    return () => {
      clearInterval(retry);
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', hidden);
    };
  }, [attemptId, flush]);

  const change = useCallback(
    (questionId: number, answer: string[]) => {
      const id = String(questionId);
      setAnswers((all) => {
        const version = Math.max(all[id]?.version ?? 0, pendingRef.current[id]?.version ?? 0) + 1;
        const next = { answer, version };
        setPending({ ...pendingRef.current, [id]: next }, attemptId);
        return { ...all, [id]: next };
      });
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), SAVE_DELAY_MS);
    },
    [attemptId, flush, setPending],
  );

  const submit = useCallback(async () => {
    await flush();
    await submitAttempt(courseId);
    writePending(attemptId, {});
    closedRef.current('submitted');
  }, [attemptId, courseId, flush]);

  const statusOf = (questionId: number): SaveStatus | null => {
    const id = String(questionId);
    if (pending[id]) return offline ? 'unsent' : 'saving';
    return (answers[id]?.version ?? 0) > 0 ? 'saved' : null;
  };

  return { state, answers, offset, offline, leaves, error, change, submit, statusOf };
}
