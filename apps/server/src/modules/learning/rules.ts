// The crediting rules, without the database: what one heartbeat may credit given the student's state. The service
// locks the state row, calls these, and writes what they decide in the same transaction.
import { siteDay } from '@etp/contracts';

/** The player reports every 10 s; an interval is worth at most this much server-clock time (10 s + slack). */
export const REPORT_CAP_MS = 12_000;
/** Another tab whose last report is this recent (and playing) holds the student: a second tab gets 302. */
export const ACTIVE_WINDOW_MS = 30_000;
/** A pause longer than this starts a new study session (a face check at its start when the course asks). */
export const SESSION_GAP_MS = 30 * 60_000;
/**
 * On first viewing the furthest position may run ahead of server time by this much in all (player rounding,
 * buffering, a report that left late and the next on time): a bank that time fills and a lead empties, never a
 * per-report gift.
 */
export const SEEK_TOLERANCE_MS = 3_000;
/** Credit may run ahead of the position advanced by this much in all (the same kind of bank, timer jitter). */
export const ADVANCE_TOLERANCE_MS = 2_000;
/** Server time not yet credited, carried to the next interval: less than one whole second. */
export const CARRY_MAX_MS = 999;
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
  | { kind: 'continue'; elapsedMs: number };

/** Who holds the student, and how much server-clock time (ms) the interval since the last accepted report is worth. */
export function gate(state: StateView, tab: string, target: string, now: Date): Gate {
  const last = state.lastReportAt;
  const since = last ? now.getTime() - last.getTime() : Number.POSITIVE_INFINITY;
  if (state.tab !== '' && state.tab !== tab && state.playing && since < ACTIVE_WINDOW_MS) return { kind: 'other_tab' };
  if (state.tab !== tab || state.target !== target || since > SESSION_GAP_MS) return { kind: 'start' };
  // A clock that went back (another instance, skew) credits nothing; a long gap credits only the cap.
  const elapsedMs = state.playing && since > 0 ? Math.min(since, REPORT_CAP_MS) : 0;
  return { kind: 'continue', elapsedMs };
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

/** What the player may seek to now on first viewing (advice for the page), or null once the lesson is complete. */
export function maxPosition(lesson: LessonView): number | null {
  if (lesson.completed) return null;
  return lesson.furthestPosition + SEEK_TOLERANCE_MS / 1000;
}

/** The banks a student's state keeps between reports (ms). */
export interface Banks {
  /** Server time of earlier intervals not yet credited (< 1 s). */
  carryMs: number;
  /** How far credit may still run ahead of the position advanced. */
  creditBankMs: number;
  /** How far the furthest position may still run ahead of server time (first viewing). */
  seekBankMs: number;
}

export interface Interval {
  /** Server-clock time since the previous accepted report, already capped (0 when it earns nothing). */
  elapsedMs: number;
  /** How far the position moved forward since the previous report (0 when it went back), or null when the position
   * does not bound the credit (a live session inside its window). */
  advancedMs: number | null;
  /** Whole seconds the interval may not exceed whatever the clock says (lesson left, daily limit, live length). */
  maxSeconds: number;
}

/**
 * The whole seconds an interval credits, and the banks after it. Invariants (docs/learning.md), over any sequence of
 * reports: credited seconds x 1000 + carry <= server time elapsed while playing; credited seconds x 1000 <= position
 * advanced + ADVANCE_TOLERANCE_MS. A report sent every 0.55 s earns 0.55 s, not a rounded second; a player held still
 * earns the tolerance once, not per report.
 */
export function creditInterval(banks: Banks, interval: Interval): { seconds: number; banks: Banks } {
  const available = banks.carryMs + interval.elapsedMs;
  const bounded =
    interval.advancedMs === null ? available : Math.min(available, interval.advancedMs + banks.creditBankMs);
  const seconds = Math.max(0, Math.min(Math.floor(bounded / 1000), interval.maxSeconds));
  const used = seconds * 1000;
  return {
    seconds,
    banks: {
      carryMs: Math.min(CARRY_MAX_MS, available - used),
      creditBankMs:
        interval.advancedMs === null
          ? banks.creditBankMs
          : Math.min(ADVANCE_TOLERANCE_MS, banks.creditBankMs + interval.advancedMs - used),
      seekBankMs: banks.seekBankMs,
    },
  };
}

/**
 * First viewing: may the furthest position move to `position`? Only as fast as server time, plus what is left of the
 * seek bank; the bank refills with the time the position did not use, up to SEEK_TOLERANCE_MS.
 */
export function advanceFurthest(
  seekBankMs: number,
  elapsedMs: number,
  furthest: number,
  position: number,
): { allowed: boolean; seekBankMs: number } {
  const lead = Math.max(0, position - furthest) * 1000;
  if (lead > elapsedMs + seekBankMs)
    return { allowed: false, seekBankMs: Math.min(SEEK_TOLERANCE_MS, seekBankMs + elapsedMs) };
  return { allowed: true, seekBankMs: Math.min(SEEK_TOLERANCE_MS, seekBankMs + elapsedMs - lead) };
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

/** Today's count of a state whose day has passed starts again at 0 (every reader of a state row calls this). */
export function rollDay(state: { day: string; daySeconds: number }, now: Date): void {
  const day = siteDay(now);
  if (state.day === day) return;
  state.day = day;
  state.daySeconds = 0;
}
