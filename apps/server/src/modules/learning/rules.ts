// The crediting rules, without the database: what one heartbeat may credit given the student's state. The service
// locks the state row, calls these, and writes what they decide in the same transaction.

/** The player reports every 10 s; the server credits at most this much server-clock time per report (10 s + slack). */
export const REPORT_CAP_S = 12;
/** Another tab whose last report is this recent (and playing) holds the student: a second tab gets 302. */
export const ACTIVE_WINDOW_MS = 30_000;
/** A pause longer than this starts a new study session (a face check at its start when the course asks). */
export const SESSION_GAP_MS = 30 * 60_000;
/** On first viewing the position may lead the credited time by this much (player rounding, buffering). */
export const SEEK_TOLERANCE_S = 3;
/** The position may advance this much more than the credit (timer jitter between reports). */
export const ADVANCE_TOLERANCE_S = 2;
/** A lesson completes when credited time reaches this share of its duration and the furthest position its end. */
export const COMPLETE_SHARE = 0.95;
export const END_TOLERANCE_S = 2;

export interface StateView {
  tab: string;
  target: string;
  playing: boolean;
  lastReportAt: Date | null;
}

export type Gate =
  /** Another tab or device is studying right now. */
  | { kind: 'other_tab' }
  /** This report starts a study session (nothing credited). */
  | { kind: 'start' }
  /** The same session goes on: at most `seconds` of server-clock time may be credited. */
  | { kind: 'continue'; seconds: number };

/** Who holds the student, and how much server-clock time the interval since the last accepted report is worth. */
export function gate(state: StateView, tab: string, target: string, now: Date): Gate {
  const last = state.lastReportAt;
  const since = last ? now.getTime() - last.getTime() : Number.POSITIVE_INFINITY;
  if (state.tab !== '' && state.tab !== tab && state.playing && since < ACTIVE_WINDOW_MS) return { kind: 'other_tab' };
  if (state.tab !== tab || state.target !== target || since > SESSION_GAP_MS) return { kind: 'start' };
  // A clock that went back (another instance, skew) credits nothing; a long gap credits only the cap.
  const seconds = state.playing && since > 0 ? Math.min(Math.round(since / 1000), REPORT_CAP_S) : 0;
  return { kind: 'continue', seconds };
}

/** Whether a new study session starts a face check (a pause longer than the gap, another tab or device). */
export function startsSession(state: StateView, tab: string, now: Date): boolean {
  const last = state.lastReportAt;
  return state.tab !== tab || !last || now.getTime() - last.getTime() > SESSION_GAP_MS;
}

export interface LessonView {
  durationSeconds: number;
  creditedSeconds: number;
  furthestPosition: number;
  completed: boolean;
}

/** The furthest position the player may be at now (first viewing), or null once the lesson is complete. */
export function maxPosition(lesson: LessonView, allowance: number): number | null {
  if (lesson.completed) return null;
  return Math.max(lesson.furthestPosition, lesson.creditedSeconds) + allowance + SEEK_TOLERANCE_S;
}

/**
 * Seconds a lesson report credits: the interval's allowance, no more than the position advanced since the previous
 * report (a paused or stuck player earns nothing), never past the lesson's duration.
 */
export function lessonCredit(lesson: LessonView, allowance: number, previous: number, position: number): number {
  const advanced = Math.max(0, Math.round(position - previous)) + ADVANCE_TOLERANCE_S;
  const left = Math.max(0, lesson.durationSeconds - lesson.creditedSeconds);
  return Math.max(0, Math.min(allowance, advanced, left));
}

export function isComplete(durationSeconds: number, credited: number, furthest: number): boolean {
  return (
    durationSeconds > 0 &&
    credited >= Math.ceil(durationSeconds * COMPLETE_SHARE) &&
    furthest >= durationSeconds - END_TOLERANCE_S
  );
}

/** A random point between `from` and `to` minutes of credited time after `base` seconds. */
export function nextCheckAt(base: number, [from, to]: readonly [number, number], random: () => number): number {
  const lo = Math.min(from, to) * 60;
  const hi = Math.max(from, to) * 60;
  return base + lo + Math.floor(random() * (hi - lo + 1));
}

/** The calendar day in China (UTC+8) as YYYY-MM-DD. */
export function chinaDay(now: Date): string {
  return new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}
