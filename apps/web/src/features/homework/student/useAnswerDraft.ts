// The student's answer while writing: every change is kept in localStorage at once and saved to the server about a
// second after the last keystroke, on the version it was written on. A 409 (another device saved a newer version)
// loads the server's answer; a failed save keeps the local copy and tries again at the next change or submission.
import { HOMEWORK_DRAFT_DEBOUNCE_MS, type HomeworkFile, type MyHomework, type SavedAnswer } from '@etp/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveDraft, submitAnswer } from '@/api/homework/saveAnswer';
import { RequestError } from '@/api/http';
import { clearLocalDraft, readLocalDraft, startingDraft, writeLocalDraft } from './draftStore';

export type SaveState = 'saved' | 'saving' | 'dirty' | 'offline';

interface Current {
  content: string;
  files: HomeworkFile[];
  version: number;
}

const isStale = (error: unknown): error is RequestError & { data: SavedAnswer } =>
  error instanceof RequestError &&
  error.code === 409 &&
  error.data !== null &&
  typeof error.data === 'object' &&
  'version' in error.data;

export function useAnswerDraft(homework: MyHomework, userId: string | number) {
  const [start] = useState(() =>
    startingDraft(readLocalDraft(userId, homework.id), {
      version: homework.answer.version,
      content: homework.answer.content,
      files: homework.answer.attachments,
    }),
  );
  const current = useRef<Current>({ content: start.content, files: start.files, version: homework.answer.version });
  const [content, setContent] = useState(start.content);
  const [files, setFilesState] = useState(start.files);
  /** Grows when the text is replaced from outside (a newer version), so the editor reloads it. */
  const [resetKey, setResetKey] = useState(0);
  const [state, setState] = useState<SaveState>(start.unsent ? 'dirty' : 'saved');
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [notice, setNotice] = useState<'stale' | 'restored' | null>(
    start.unsent ? 'restored' : start.dropped ? 'stale' : null,
  );
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);
  const dirty = useRef(start.unsent);

  const keepLocal = useCallback(() => {
    const { content: c, files: f, version } = current.current;
    writeLocalDraft(userId, homework.id, { base: version, content: c, files: f });
  }, [userId, homework.id]);

  /** Takes the server's answer (after a 409): the newer version from another device. */
  const adopt = useCallback(
    (answer: SavedAnswer) => {
      current.current = { content: answer.content, files: answer.attachments, version: answer.version };
      dirty.current = false;
      clearLocalDraft(userId, homework.id);
      setContent(answer.content);
      setFilesState(answer.attachments);
      setResetKey((k) => k + 1);
      setState('saved');
      setSavedAt(answer.saved_at);
      setNotice('stale');
    },
    [userId, homework.id],
  );

  const save = useCallback(async (): Promise<void> => {
    if (inFlight.current) await inFlight.current;
    if (!dirty.current) return;
    const sent = { ...current.current };
    dirty.current = false;
    setState('saving');
    const run = saveDraft(homework.id, {
      content: sent.content,
      attachments: sent.files.map((f) => f.id),
      version: sent.version,
    }).then(
      (saved) => {
        current.current.version = saved.version;
        setSavedAt(saved.saved_at);
        if (dirty.current) keepLocal();
        else clearLocalDraft(userId, homework.id);
        setState(dirty.current ? 'dirty' : 'saved');
      },
      (error: unknown) => {
        if (isStale(error)) return adopt(error.data);
        dirty.current = true;
        setState('offline');
      },
    );
    inFlight.current = run;
    await run;
    inFlight.current = null;
  }, [homework.id, userId, adopt, keepLocal]);

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void save(), HOMEWORK_DRAFT_DEBOUNCE_MS);
  }, [save]);

  const change = useCallback(
    (next: { content?: string; files?: HomeworkFile[] }) => {
      current.current = { ...current.current, ...next };
      dirty.current = true;
      keepLocal();
      if (next.content !== undefined) setContent(next.content);
      if (next.files !== undefined) setFilesState(next.files);
      setState('dirty');
      schedule();
    },
    [keepLocal, schedule],
  );

  /** Saves what is pending now (leaving the page, before a submission). */
  const flush = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    await save();
  }, [save]);

  /** Hands the answer in; resolves true when the server took it. */
  const submit = useCallback(async (): Promise<boolean> => {
    await flush();
    if (inFlight.current) await inFlight.current;
    const sent = current.current;
    try {
      await submitAnswer(homework.id, {
        content: sent.content,
        attachments: sent.files.map((f) => f.id),
        version: sent.version,
      });
      clearLocalDraft(userId, homework.id);
      return true;
    } catch (error) {
      if (isStale(error)) adopt(error.data);
      return false;
    }
  }, [flush, homework.id, userId, adopt]);

  // Unsent local text found at the start goes to the server; pending text is saved when the page closes.
  useEffect(() => {
    if (start.unsent) schedule();
    return () => {
      if (timer.current) clearTimeout(timer.current);
      if (dirty.current) void save();
    };
  }, [start.unsent, schedule, save]);

  return { content, files, resetKey, state, savedAt, notice, change, flush, submit };
}
