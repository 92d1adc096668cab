// The two heartbeats (SPEC 7): each report locks the student's state row, decides what the interval since the last
// accepted report is worth (rules.ts) and writes the ledger row, the progress and the state in one transaction, so an
// answer is sent only once its credit is committed and two instances never credit one student twice.
import {
  IDLE_ANSWER_WINDOW_MS,
  LEARNING_DAILY_LIMIT,
  LEARNING_FACE_CHECK,
  LEARNING_OTHER_TAB,
  type LearningRecordAnswer,
  type LearningRecordBody,
  type LiveLearningRecordBody,
  type MessageKey,
} from '@etp/contracts';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Config } from '@/config.ts';
import type { Db, Tx } from '@/db/client.ts';
import {
  classes,
  classSessions,
  courseLessons,
  courses,
  enrolments,
  faceChecks,
  lessonProgress,
  liveProgress,
  studyLedger,
  studyStates,
} from '@/db/schema/index.ts';
import { AppError, forbidden, notFound } from '@/lib/errors.ts';
import type { Actor } from '@/plugins/actor.ts';
import { chinaDay, gate, isComplete, lessonCredit, maxPosition, nextCheckAt, startsSession } from './rules.ts';

/** Classes whose students study (and are credited). */
export const STUDYING_STATUSES = ['approved', 'running'] as const;

export interface RecordResult {
  code: number;
  msg: MessageKey;
  params?: Record<string, number>;
  data: LearningRecordAnswer;
}

type State = typeof studyStates.$inferSelect;
type LearningConfig = Pick<
  Config,
  'STUDY_DAILY_LIMIT_MINUTES' | 'STUDY_IDLE_CHECK_MINUTES' | 'STUDY_FACE_CHECK_MINUTES' | 'STUDY_HOUR_MINUTES'
>;

export class RecordService {
  /** The server's clock and dice; tests replace them. */
  clock: () => Date = () => new Date();
  random: () => number = Math.random;

  constructor(
    private readonly db: Db,
    private readonly config: LearningConfig,
  ) {}

  get dailyLimitSeconds() {
    return this.config.STUDY_DAILY_LIMIT_MINUTES * 60;
  }

  /** A recorded lesson's heartbeat. */
  async recordLesson(actor: Actor, body: LearningRecordBody): Promise<RecordResult> {
    const [lesson] = await this.db
      .select({
        id: courseLessons.id,
        kind: courseLessons.kind,
        courseId: courseLessons.courseId,
        duration: courseLessons.durationSeconds,
        faceCheck: courses.studyFaceCheck,
      })
      .from(courseLessons)
      .innerJoin(courses, eq(courses.id, courseLessons.courseId))
      .where(eq(courseLessons.id, body.lesson_id));
    if (!lesson) throw notFound();
    if (lesson.kind !== 'video') throw new AppError(400, 'learning.not_video');
    const classId = await this.enrolledClass(actor.userId, lesson.courseId);
    const position = Math.floor(body.position);
    return this.db.transaction(async (tx) => {
      const now = this.clock();
      const state = await this.lockState(tx, actor.userId, now);
      const target = `lesson:${lesson.id}`;
      const g = gate(this.view(state), body.tab, target, now);
      const [row] = await tx
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, actor.userId), eq(lessonProgress.lessonId, lesson.id)));
      const progress = {
        durationSeconds: lesson.duration,
        creditedSeconds: row?.creditedSeconds ?? 0,
        furthestPosition: row?.furthestPosition ?? 0,
        completed: !!row?.completedAt,
      };
      const answer = (over: Partial<LearningRecordAnswer> = {}): LearningRecordAnswer => ({
        credited: 0,
        total_seconds: progress.creditedSeconds,
        today_seconds: state.daySeconds,
        daily_limit_seconds: this.dailyLimitSeconds,
        completed: progress.completed,
        rewind_to: null,
        max_position: maxPosition(progress, 0),
        idle_check: state.idleIssuedAt !== null,
        live_phase: null,
        ...over,
      });
      if (g.kind === 'other_tab') return { code: LEARNING_OTHER_TAB, msg: 'learning.other_tab', data: answer() };

      const starting = g.kind === 'start';
      if (starting && lesson.faceCheck === 1 && startsSession(this.view(state), body.tab, now))
        state.faceIssuedAt = now;
      this.take(state, body.tab, target, body.playing, now);
      const blocked = await this.blocked(tx, state, lesson.faceCheck === 1, now);
      if (blocked) {
        state.position = position;
        await this.saveState(tx, state, now);
        return { ...blocked, data: answer({ idle_check: state.idleIssuedAt !== null }) };
      }

      let allowance = g.kind === 'continue' ? g.seconds : 0;
      allowance = Math.min(allowance, this.dailyLimitSeconds - state.daySeconds);
      const limit = maxPosition(progress, allowance);
      if (limit !== null && position > limit) {
        // A jump ahead on first viewing: refused, nothing credited, the player goes back.
        state.position = progress.furthestPosition;
        await this.saveState(tx, state, now);
        return { code: 200, msg: 'learning.recorded', data: answer({ rewind_to: progress.furthestPosition }) };
      }
      const credit = starting ? 0 : lessonCredit(progress, allowance, state.position, position);
      const credited = progress.creditedSeconds + credit;
      const furthest = Math.max(progress.furthestPosition, position);
      const completedNow = !progress.completed && isComplete(lesson.duration, credited, furthest);
      const values = {
        creditedSeconds: credited,
        furthestPosition: furthest,
        lastPosition: position,
        updatedAt: now,
        ...(completedNow ? { completedAt: now } : {}),
      };
      await tx
        .insert(lessonProgress)
        .values({ userId: actor.userId, lessonId: lesson.id, courseId: lesson.courseId, ...values })
        .onConflictDoUpdate({ target: [lessonProgress.userId, lessonProgress.lessonId], set: values });
      if (credit > 0) {
        await this.ledger(tx, state, {
          userId: actor.userId,
          classId,
          courseId: lesson.courseId,
          lessonId: lesson.id,
          kind: 'vod',
          seconds: credit,
          position,
          now,
        });
      }
      state.position = position;
      this.schedule(state, lesson.faceCheck === 1, now);
      await this.saveState(tx, state, now);
      progress.creditedSeconds = credited;
      progress.furthestPosition = furthest;
      progress.completed = progress.completed || completedNow;
      return this.finish(state, answer({ credited: credit, max_position: maxPosition(progress, 0) }));
    });
  }

  /** A live session's heartbeat: attendance inside its window, replay after it (up to the session's length). */
  async recordLive(actor: Actor, body: LiveLearningRecordBody): Promise<RecordResult> {
    const [session] = await this.db
      .select({
        id: classSessions.id,
        kind: classSessions.kind,
        classId: classSessions.classId,
        startsAt: classSessions.startsAt,
        endsAt: classSessions.endsAt,
        courseId: classes.courseId,
      })
      .from(classSessions)
      .innerJoin(classes, eq(classes.id, classSessions.classId))
      .where(eq(classSessions.id, body.live_id));
    if (!session) throw notFound();
    if (session.kind !== 'live') throw new AppError(400, 'learning.not_live');
    await this.inClass(actor.userId, session.classId);
    const position = Math.floor(body.position);
    const length = Math.max(0, Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 1000));
    return this.db.transaction(async (tx) => {
      const now = this.clock();
      const phase = now < session.startsAt ? 'waiting' : now <= session.endsAt ? 'live' : 'replay';
      const state = await this.lockState(tx, actor.userId, now);
      const g = gate(this.view(state), body.tab, `live:${session.id}`, now);
      const [row] = await tx
        .select()
        .from(liveProgress)
        .where(and(eq(liveProgress.userId, actor.userId), eq(liveProgress.sessionId, session.id)));
      const done = (row?.liveSeconds ?? 0) + (row?.replaySeconds ?? 0);
      const answer = (over: Partial<LearningRecordAnswer> = {}): LearningRecordAnswer => ({
        credited: 0,
        total_seconds: done,
        today_seconds: state.daySeconds,
        daily_limit_seconds: this.dailyLimitSeconds,
        completed: length > 0 && done >= length,
        rewind_to: null,
        max_position: null,
        idle_check: state.idleIssuedAt !== null,
        live_phase: phase,
        ...over,
      });
      if (g.kind === 'other_tab') return { code: LEARNING_OTHER_TAB, msg: 'learning.other_tab', data: answer() };
      this.take(state, body.tab, `live:${session.id}`, body.playing, now);
      const blocked = await this.blocked(tx, state, false, now);
      if (blocked) {
        await this.saveState(tx, state, now);
        return { ...blocked, data: answer({ idle_check: state.idleIssuedAt !== null }) };
      }
      let credit = g.kind === 'continue' && phase !== 'waiting' ? g.seconds : 0;
      credit = Math.max(0, Math.min(credit, this.dailyLimitSeconds - state.daySeconds, length - done));
      // Inside the window only the time since it opened; a replay no more than the position advanced.
      if (phase === 'live') credit = Math.min(credit, Math.round((now.getTime() - session.startsAt.getTime()) / 1000));
      if (phase === 'replay') credit = Math.min(credit, Math.max(0, position - state.position) + 2);
      const live = phase === 'live' ? credit : 0;
      const replay = phase === 'replay' ? credit : 0;
      await tx
        .insert(liveProgress)
        .values({
          userId: actor.userId,
          sessionId: session.id,
          liveSeconds: live,
          replaySeconds: replay,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [liveProgress.userId, liveProgress.sessionId],
          set: {
            liveSeconds: sql`${liveProgress.liveSeconds} + ${live}`,
            replaySeconds: sql`${liveProgress.replaySeconds} + ${replay}`,
            updatedAt: now,
          },
        });
      if (credit > 0 && phase !== 'waiting') {
        await this.ledger(tx, state, {
          userId: actor.userId,
          classId: session.classId,
          courseId: session.courseId,
          sessionId: session.id,
          kind: phase,
          seconds: credit,
          position,
          now,
        });
      }
      state.position = position;
      this.schedule(state, false, now);
      await this.saveState(tx, state, now);
      return this.finish(
        state,
        answer({ credited: credit, total_seconds: done + credit, completed: length > 0 && done + credit >= length }),
      );
    });
  }

  /** The student answers "still there?"; after its window the player was paused, so credit starts at the next play. */
  async acknowledgeIdle(actor: Actor): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const now = this.clock();
      const state = await this.lockState(tx, actor.userId, now);
      if (!state.idleIssuedAt) return false;
      state.idleIssuedAt = null;
      state.idleDueAt = nextCheckAt(state.creditedTotal, this.config.STUDY_IDLE_CHECK_MINUTES, this.random);
      await this.saveState(tx, state, now);
      return true;
    });
  }

  // --- helpers ------------------------------------------------------------------------------------------------------

  /** The class through which the student studies this course (403 when none). */
  private async enrolledClass(userId: number, courseId: number): Promise<number> {
    const [row] = await this.db
      .select({ classId: enrolments.classId })
      .from(enrolments)
      .innerJoin(classes, eq(classes.id, enrolments.classId))
      .where(
        and(eq(enrolments.userId, userId), eq(classes.courseId, courseId), inArray(classes.status, STUDYING_STATUSES)),
      )
      .orderBy(desc(enrolments.id))
      .limit(1);
    if (!row) throw forbidden('learning.not_enrolled');
    return row.classId;
  }

  private async inClass(userId: number, classId: number): Promise<void> {
    const [row] = await this.db
      .select({ id: enrolments.id })
      .from(enrolments)
      .where(and(eq(enrolments.userId, userId), eq(enrolments.classId, classId)));
    if (!row) throw forbidden('learning.not_enrolled');
  }

  /** The student's state row, locked until the transaction ends (made on first use). */
  private async lockState(tx: Tx, userId: number, now: Date): Promise<State> {
    await tx
      .insert(studyStates)
      .values({
        userId,
        idleDueAt: nextCheckAt(0, this.config.STUDY_IDLE_CHECK_MINUTES, this.random),
        faceDueAt: nextCheckAt(0, this.config.STUDY_FACE_CHECK_MINUTES, this.random),
        updatedAt: now,
      })
      .onConflictDoNothing();
    const [state] = await tx.select().from(studyStates).where(eq(studyStates.userId, userId)).for('update');
    if (!state) throw new Error('study state missing');
    const day = chinaDay(now);
    if (state.day !== day) {
      state.day = day;
      state.daySeconds = 0;
    }
    return state;
  }

  private view(state: State) {
    return { tab: state.tab, target: state.target, playing: state.playing === 1, lastReportAt: state.lastReportAt };
  }

  private take(state: State, tab: string, target: string, playing: boolean, now: Date) {
    state.tab = tab;
    state.target = target;
    state.playing = playing ? 1 : 0;
    state.lastReportAt = now;
  }

  /** An open face check (301 until a pass after it), an open idle question (no credit), or the daily limit (303). */
  private async blocked(tx: Tx, state: State, faceRequired: boolean, now: Date) {
    if (state.faceIssuedAt && faceRequired) {
      const [pass] = await tx
        .select({ id: faceChecks.id })
        .from(faceChecks)
        .where(
          and(
            eq(faceChecks.userId, state.userId),
            eq(faceChecks.result, 'pass'),
            inArray(faceChecks.purpose, ['study_start', 'study_random']),
            gt(faceChecks.createdAt, state.faceIssuedAt),
          ),
        )
        .limit(1);
      if (!pass) {
        state.playing = 0;
        return { code: LEARNING_FACE_CHECK, msg: 'learning.face_check' as const };
      }
      state.faceIssuedAt = null;
      state.faceDueAt = nextCheckAt(state.creditedTotal, this.config.STUDY_FACE_CHECK_MINUTES, this.random);
      // The interval spent on the check earned nothing (the 301 stopped the player); credit starts from this report.
      return null;
    }
    if (state.idleIssuedAt && now.getTime() - state.idleIssuedAt.getTime() > IDLE_ANSWER_WINDOW_MS) {
      // Unanswered past its window: the player pauses and nothing is credited until the student answers.
      state.playing = 0;
      return { code: 200 as const, msg: 'learning.recorded' as const };
    }
    if (state.daySeconds >= this.dailyLimitSeconds) {
      state.playing = 0;
      return this.limitReached();
    }
    return null;
  }

  private limitReached() {
    return {
      code: LEARNING_DAILY_LIMIT,
      msg: 'learning.daily_limit' as const,
      params: { minutes: this.config.STUDY_DAILY_LIMIT_MINUTES },
    };
  }

  /** Schedules the next presence question and face check once credited time reaches them. */
  private schedule(state: State, faceRequired: boolean, now: Date) {
    if (!state.idleIssuedAt && state.creditedTotal >= state.idleDueAt) state.idleIssuedAt = now;
    if (faceRequired && !state.faceIssuedAt && state.creditedTotal >= state.faceDueAt) state.faceIssuedAt = now;
  }

  private finish(state: State, data: LearningRecordAnswer): RecordResult {
    const full = { ...data, today_seconds: state.daySeconds, idle_check: state.idleIssuedAt !== null };
    if (state.daySeconds >= this.dailyLimitSeconds) return { ...this.limitReached(), data: full };
    return { code: 200, msg: 'learning.recorded', data: full };
  }

  private async ledger(
    tx: Tx,
    state: State,
    row: {
      userId: number;
      classId: number;
      courseId: number | null;
      lessonId?: number;
      sessionId?: number;
      kind: 'vod' | 'live' | 'replay';
      seconds: number;
      position: number;
      now: Date;
    },
  ) {
    const { now, ...rest } = row;
    await tx.insert(studyLedger).values({ ...rest, day: state.day, createdAt: now });
    state.daySeconds += row.seconds;
    state.creditedTotal += row.seconds;
    await tx
      .update(enrolments)
      .set({ studyStartedAt: now })
      .where(
        and(eq(enrolments.userId, row.userId), eq(enrolments.classId, row.classId), sql`study_started_at is null`),
      );
  }

  private async saveState(tx: Tx, state: State, now: Date) {
    const { userId, ...rest } = state;
    await tx
      .update(studyStates)
      .set({ ...rest, updatedAt: now })
      .where(eq(studyStates.userId, userId));
  }
}
