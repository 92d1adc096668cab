// What one heartbeat is worth, decided in memory against the student's locked rows (the rules of rules.ts): the group
// commit (record-batch.ts) reads the rows of a whole batch, calls these once per report in arrival order, and writes
// what they changed. Two reports of one student in a batch are decided one after the other against the same desk.
import {
  IDLE_ANSWER_WINDOW_MS,
  LEARNING_DAILY_LIMIT,
  LEARNING_FACE_CHECK,
  LEARNING_OTHER_TAB,
  type LearningRecordAnswer,
  type MessageKey,
} from '@etp/contracts';
import type { studyStates } from '@/db/schema/learning.ts';
import {
  advanceFurthest,
  type Banks,
  creditInterval,
  gate,
  isComplete,
  maxPosition,
  nextCheckAt,
  type StateView,
  startsSession,
} from './rules.ts';

export interface RecordResult {
  code: number;
  msg: MessageKey;
  params?: Record<string, number>;
  data: LearningRecordAnswer;
}

export type State = typeof studyStates.$inferSelect;

/** The limits and check intervals of the configuration, and the dice the checks are scheduled with. */
export interface Policy {
  dailyLimitSeconds: number;
  dailyLimitMinutes: number;
  idleCheckMinutes: readonly [number, number];
  faceCheckMinutes: readonly [number, number];
  random: () => number;
}

/** A heartbeat as the player sent it. */
export interface Heartbeat {
  position: number;
  playing: boolean;
  tab: string;
}

export interface LessonFacts {
  id: number;
  courseId: number;
  duration: number;
  faceCheck: boolean;
}

export interface LiveFacts {
  id: number;
  classId: number;
  courseId: number | null;
  startsAt: Date;
  endsAt: Date;
}

export interface LessonRow {
  courseId: number;
  creditedSeconds: number;
  furthestPosition: number;
  lastPosition: number;
  completed: boolean;
  /** Completed by a report of this batch (completed_at is set to its time). */
  completedNow: boolean;
  changed: boolean;
}

export interface LiveRow {
  liveSeconds: number;
  replaySeconds: number;
  /** Seconds this batch adds (written as increments). */
  addedLive: number;
  addedReplay: number;
  changed: boolean;
}

/** One credited interval: a study_ledger row. */
export interface Credit {
  userId: number;
  classId: number;
  courseId: number | null;
  lessonId: number | null;
  sessionId: number | null;
  kind: 'vod' | 'live' | 'replay';
  day: string;
  seconds: number;
  position: number;
  at: Date;
}

/** One student's rows as the batch holds them: read under the state row's lock, changed report by report. */
export interface Desk {
  state: State;
  stateChanged: boolean;
  /** Lesson and live progress by lesson and session id; absent: no row yet. */
  lessons: Map<number, LessonRow>;
  lives: Map<number, LiveRow>;
  /**
   * The latest face-check pass (study purposes) that could answer a check open now or opened by this batch, in
   * microseconds since the epoch (the database's precision); null when there is none.
   */
  latestPassUs: number | null;
  credits: Credit[];
}

const viewOf = (state: State): StateView => ({
  tab: state.tab,
  target: state.target,
  playing: state.playing === 1,
  lastReportAt: state.lastReportAt,
});

/** The report becomes the state's last; a report that starts a study session carries no time from before. */
function take(desk: Desk, beat: Heartbeat, target: string, courseId: number, starting: boolean, now: Date) {
  const { state } = desk;
  state.tab = beat.tab;
  state.target = target;
  state.studyCourseId = courseId;
  state.playing = beat.playing ? 1 : 0;
  state.lastReportAt = now;
  if (starting) state.carryMs = 0;
  desk.stateChanged = true;
}

const banksOf = (state: State): Banks => ({
  carryMs: state.carryMs,
  creditBankMs: state.creditBankMs,
  seekBankMs: state.seekBankMs,
});

function keep(state: State, banks: Banks) {
  state.carryMs = banks.carryMs;
  state.creditBankMs = banks.creditBankMs;
  state.seekBankMs = banks.seekBankMs;
}

const limitReached = (policy: Policy) => ({
  code: LEARNING_DAILY_LIMIT,
  msg: 'learning.daily_limit' as const,
  params: { minutes: policy.dailyLimitMinutes },
});

/** An open face check (301 until a pass after it), an open idle question (no credit), or the daily limit (303). */
function blocked(desk: Desk, faceRequired: boolean, now: Date, policy: Policy) {
  const { state } = desk;
  if (state.faceIssuedAt && faceRequired) {
    // Issue times are written from the server's clock (milliseconds); a pass counts when recorded after it.
    const passed = desk.latestPassUs !== null && desk.latestPassUs > state.faceIssuedAt.getTime() * 1000;
    if (!passed) {
      state.playing = 0;
      return { code: LEARNING_FACE_CHECK, msg: 'learning.face_check' as const };
    }
    state.faceIssuedAt = null;
    state.faceDueAt = nextCheckAt(state.creditedTotal, policy.faceCheckMinutes, policy.random);
    // The interval spent on the check earned nothing (the 301 stopped the player); credit starts from this report.
    return null;
  }
  if (state.idleIssuedAt && now.getTime() - state.idleIssuedAt.getTime() > IDLE_ANSWER_WINDOW_MS) {
    // Unanswered past its window: the player pauses and nothing is credited until the student answers.
    state.playing = 0;
    return { code: 200 as const, msg: 'learning.recorded' as const };
  }
  if (state.daySeconds >= policy.dailyLimitSeconds) {
    state.playing = 0;
    return limitReached(policy);
  }
  return null;
}

/** Schedules the next presence question and face check once credited time reaches them. */
function schedule(state: State, faceRequired: boolean, now: Date) {
  if (!state.idleIssuedAt && state.creditedTotal >= state.idleDueAt) state.idleIssuedAt = now;
  if (faceRequired && !state.faceIssuedAt && state.creditedTotal >= state.faceDueAt) state.faceIssuedAt = now;
}

function finish(state: State, data: LearningRecordAnswer, policy: Policy): RecordResult {
  const full = { ...data, today_seconds: state.daySeconds, idle_check: state.idleIssuedAt !== null };
  if (state.daySeconds >= policy.dailyLimitSeconds) return { ...limitReached(policy), data: full };
  return { code: 200, msg: 'learning.recorded', data: full };
}

/** Books credited seconds: a ledger row, and today's and the running total on the state. */
function book(desk: Desk, credit: Omit<Credit, 'userId' | 'day' | 'at'>, now: Date) {
  const { state } = desk;
  desk.credits.push({ ...credit, userId: state.userId, day: state.day, at: now });
  state.daySeconds += credit.seconds;
  state.creditedTotal += credit.seconds;
}

/** A recorded lesson's heartbeat, by a student of `classId` (the class through which they study its course). */
export function creditLesson(
  desk: Desk,
  beat: Heartbeat,
  lesson: LessonFacts,
  classId: number,
  now: Date,
  policy: Policy,
): RecordResult {
  const { state } = desk;
  const position = Math.floor(beat.position);
  const target = `lesson:${lesson.id}`;
  const g = gate(viewOf(state), beat.tab, target, now);
  const row = desk.lessons.get(lesson.id);
  const progress = {
    durationSeconds: lesson.duration,
    creditedSeconds: row?.creditedSeconds ?? 0,
    furthestPosition: row?.furthestPosition ?? 0,
    completed: row?.completed ?? false,
  };
  const answer = (over: Partial<LearningRecordAnswer> = {}): LearningRecordAnswer => ({
    credited: 0,
    total_seconds: progress.creditedSeconds,
    today_seconds: state.daySeconds,
    daily_limit_seconds: policy.dailyLimitSeconds,
    completed: progress.completed,
    rewind_to: null,
    max_position: maxPosition(progress),
    idle_check: state.idleIssuedAt !== null,
    live_phase: null,
    ...over,
  });
  if (g.kind === 'other_tab') return { code: LEARNING_OTHER_TAB, msg: 'learning.other_tab', data: answer() };

  const starting = g.kind === 'start';
  // A study session starts with a face check: a new tab, a long pause, or a tab that studied something else (a live
  // session, another course) and now turns to this course.
  const newSession = startsSession(viewOf(state), beat.tab, now) || state.studyCourseId !== lesson.courseId;
  if (starting && lesson.faceCheck && newSession) state.faceIssuedAt = now;
  take(desk, beat, target, lesson.courseId, starting, now);
  const stop = blocked(desk, lesson.faceCheck, now, policy);
  if (stop) {
    state.position = position;
    return { ...stop, data: answer({ idle_check: state.idleIssuedAt !== null }) };
  }

  const elapsedMs = g.kind === 'continue' ? g.elapsedMs : 0;
  if (!progress.completed) {
    // First viewing: the furthest position moves no faster than the server's clock (and what is left of its bank).
    const move = advanceFurthest(state.seekBankMs, elapsedMs, progress.furthestPosition, position);
    state.seekBankMs = move.seekBankMs;
    if (!move.allowed) {
      // A jump ahead: refused, nothing credited, the player goes back.
      state.position = progress.furthestPosition;
      return { code: 200, msg: 'learning.recorded', data: answer({ rewind_to: progress.furthestPosition }) };
    }
  }
  // A report that starts a study session earns nothing and moves no bank (the previous position was elsewhere).
  const { seconds: credit, banks } = starting
    ? { seconds: 0, banks: banksOf(state) }
    : creditInterval(banksOf(state), {
        elapsedMs,
        advancedMs: Math.max(0, position - state.position) * 1000,
        maxSeconds: Math.min(
          Math.max(0, lesson.duration - progress.creditedSeconds),
          Math.max(0, policy.dailyLimitSeconds - state.daySeconds),
        ),
      });
  keep(state, banks);
  const credited = progress.creditedSeconds + credit;
  const furthest = Math.max(progress.furthestPosition, position);
  const completedNow = !progress.completed && isComplete(lesson.duration, credited, furthest);
  desk.lessons.set(lesson.id, {
    courseId: lesson.courseId,
    creditedSeconds: credited,
    furthestPosition: furthest,
    lastPosition: position,
    completed: progress.completed || completedNow,
    completedNow: (row?.completedNow ?? false) || completedNow,
    changed: true,
  });
  if (credit > 0) {
    book(
      desk,
      {
        classId,
        courseId: lesson.courseId,
        lessonId: lesson.id,
        sessionId: null,
        kind: 'vod',
        seconds: credit,
        position,
      },
      now,
    );
  }
  state.position = position;
  schedule(state, lesson.faceCheck, now);
  progress.creditedSeconds = credited;
  progress.furthestPosition = furthest;
  progress.completed = progress.completed || completedNow;
  return finish(state, answer({ credited: credit, max_position: maxPosition(progress) }), policy);
}

/** A live session's heartbeat: attendance inside its window, replay after it (up to the session's length). */
export function creditLive(desk: Desk, beat: Heartbeat, session: LiveFacts, now: Date, policy: Policy): RecordResult {
  const { state } = desk;
  const position = Math.floor(beat.position);
  const length = Math.max(0, Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 1000));
  const phase = now < session.startsAt ? 'waiting' : now <= session.endsAt ? 'live' : 'replay';
  const target = `live:${session.id}`;
  const g = gate(viewOf(state), beat.tab, target, now);
  const row = desk.lives.get(session.id);
  const done = (row?.liveSeconds ?? 0) + (row?.replaySeconds ?? 0);
  const answer = (over: Partial<LearningRecordAnswer> = {}): LearningRecordAnswer => ({
    credited: 0,
    total_seconds: done,
    today_seconds: state.daySeconds,
    daily_limit_seconds: policy.dailyLimitSeconds,
    completed: length > 0 && done >= length,
    rewind_to: null,
    max_position: null,
    idle_check: state.idleIssuedAt !== null,
    live_phase: phase,
    ...over,
  });
  if (g.kind === 'other_tab') return { code: LEARNING_OTHER_TAB, msg: 'learning.other_tab', data: answer() };
  const starting = g.kind === 'start';
  take(desk, beat, target, 0, starting, now);
  const stop = blocked(desk, false, now, policy);
  if (stop) return { ...stop, data: answer({ idle_check: state.idleIssuedAt !== null }) };
  let elapsedMs = g.kind === 'continue' && phase !== 'waiting' ? g.elapsedMs : 0;
  // Inside the window only the time since it opened.
  if (phase === 'live') elapsedMs = Math.min(elapsedMs, now.getTime() - session.startsAt.getTime());
  const { seconds: credit, banks } = starting
    ? { seconds: 0, banks: banksOf(state) }
    : creditInterval(banksOf(state), {
        elapsedMs,
        // A replay earns no more than the position advanced; attendance inside the window is the stream's time.
        advancedMs: phase === 'replay' ? Math.max(0, position - state.position) * 1000 : null,
        maxSeconds: Math.max(0, Math.min(policy.dailyLimitSeconds - state.daySeconds, length - done)),
      });
  keep(state, banks);
  const live = phase === 'live' ? credit : 0;
  const replay = phase === 'replay' ? credit : 0;
  desk.lives.set(session.id, {
    liveSeconds: (row?.liveSeconds ?? 0) + live,
    replaySeconds: (row?.replaySeconds ?? 0) + replay,
    addedLive: (row?.addedLive ?? 0) + live,
    addedReplay: (row?.addedReplay ?? 0) + replay,
    changed: true,
  });
  if (credit > 0 && phase !== 'waiting') {
    book(
      desk,
      {
        classId: session.classId,
        courseId: session.courseId,
        lessonId: null,
        sessionId: session.id,
        kind: phase,
        seconds: credit,
        position,
      },
      now,
    );
  }
  state.position = position;
  schedule(state, false, now);
  return finish(
    state,
    answer({ credited: credit, total_seconds: done + credit, completed: length > 0 && done + credit >= length }),
    policy,
  );
}
