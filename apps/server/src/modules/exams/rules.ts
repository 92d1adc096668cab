// The rules of a running attempt, without the database: when it takes answers, which change of an answer is kept, when
// leaving the page ends it. The save batch (save-batch.ts) decides every save with them, and the engine's start, state
// read, submit and overdue job ask the same questions of the attempt row they hold (attempts.service.ts).
import type { AttemptStatus } from '@etp/contracts';

/** What the rules read of an attempt: its status and its deadline on the server clock. */
export interface AttemptClock {
  status: AttemptStatus;
  deadline: Date;
}

/**
 * Where an attempt stands at `now`: `open` (in progress, deadline not reached: it takes answers), `overdue` (still in
 * progress but its deadline has come: the server submits it as it stands and takes nothing more), or `closed`
 * (submitted).
 */
export function standing(attempt: AttemptClock, now: Date): 'open' | 'overdue' | 'closed' {
  if (attempt.status !== 'in_progress') return 'closed';
  return now.getTime() < attempt.deadline.getTime() ? 'open' : 'overdue';
}

/** Whether the attempt takes answers at `now`. */
export const isOpen = (attempt: AttemptClock, now: Date): boolean => standing(attempt, now) === 'open';

/**
 * Whether a change of an answer at `version` replaces the one stored (`stored`: its version, undefined when none is):
 * the highest version wins, so a change that arrives late, or twice, changes nothing.
 */
export const replaces = (stored: number | undefined, version: number): boolean =>
  stored === undefined || stored < version;

/** Whether `leaveCount` leaves of the page end the attempt: more than the test allows (0 allows any number). */
export const leavesExceeded = (leaveCount: number, maxLeaves: number): boolean =>
  maxLeaves > 0 && leaveCount > maxLeaves;

/** The deadline of an attempt started at `start`: its paper's duration, never past the close of the test's window. */
export const deadlineOf = (start: Date, durationMinutes: number, closesAt: Date): Date =>
  new Date(Math.min(start.getTime() + durationMinutes * 60_000, closesAt.getTime()));
