// The two heartbeats and the answer to "still there?". A heartbeat goes into the next group write
// (record-batch.ts): its student's state row is locked, the report decided in memory by the rules (crediting.ts) and
// its ledger row, progress and state written with the batch's, and it is answered only once that commit is done, so
// an acknowledged second is never lost and two instances never credit one student twice.
import type { LearningRecordBody, LiveLearningRecordBody } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '@/config.ts';
import type { SessionService } from '@/core/sessions.ts';
import type { Db, Tx } from '@/db/client.ts';
import { studyStates } from '@/db/schema/learning.ts';
import type { GroupWrite } from '@/lib/group-commit.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { Policy, RecordResult, State } from './crediting.ts';
import { RecordBatch } from './record-batch.ts';
import { nextCheckAt, rollDay } from './rules.ts';

export type { RecordResult } from './crediting.ts';

type LearningConfig = Pick<
  Config,
  'STUDY_DAILY_LIMIT_MINUTES' | 'STUDY_IDLE_CHECK_MINUTES' | 'STUDY_FACE_CHECK_MINUTES' | 'STUDY_HOUR_MINUTES'
>;

/** Who reports: the student and the session their token names. */
export interface Caller {
  userId: number;
  sessionId: string;
}

export class RecordService {
  /** The server's clock and dice; tests replace them. */
  clock: () => Date = () => new Date();
  random: () => number = Math.random;
  private readonly batch: RecordBatch;

  constructor(
    private readonly db: Db,
    private readonly config: LearningConfig,
    log: Pick<FastifyBaseLogger, 'warn'>,
    sessions: Pick<SessionService, 'confirmed'>,
  ) {
    this.batch = new RecordBatch(
      db,
      {
        clock: () => this.clock(),
        policy: () => this.policy(),
        sessionSeen: (sessionId, seen) => sessions.confirmed(sessionId, seen),
      },
      log,
    );
  }

  /** Resolves once every heartbeat received so far is committed (a shutdown waits for it before closing the pool). */
  flushed(): Promise<void> {
    return this.batch.flushed();
  }

  /** Hears of every heartbeat batch written (its size and time): the server's metrics. */
  observeBatches(listener: (write: GroupWrite) => void): void {
    this.batch.observe(listener);
  }

  /** Write transactions the heartbeats have opened (their batches, and the one-by-one retries of a failed batch). */
  get transactions(): number {
    return this.batch.transactions;
  }

  get dailyLimitSeconds() {
    return this.config.STUDY_DAILY_LIMIT_MINUTES * 60;
  }

  /** A recorded lesson's heartbeat, in the caller's session (which the batch checks again). */
  recordLesson(caller: Caller, body: LearningRecordBody): Promise<RecordResult> {
    return this.batch.submit({ ...caller, kind: 'lesson', targetId: body.lesson_id, ...heartbeat(body) });
  }

  /** A live session's heartbeat: attendance inside its window, replay after it (up to the session's length). */
  recordLive(caller: Caller, body: LiveLearningRecordBody): Promise<RecordResult> {
    return this.batch.submit({ ...caller, kind: 'live', targetId: body.live_id, ...heartbeat(body) });
  }

  /**
   * The student answers "still there?" from the tab that was asked (the one whose reports the state holds); after its
   * window the player was paused, so credit starts at the next play.
   */
  async acknowledgeIdle(actor: Actor, tab: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const now = this.clock();
      const state = await this.lockState(tx, actor.userId, now);
      if (!state.idleIssuedAt || state.tab !== tab) return false;
      state.idleIssuedAt = null;
      state.idleDueAt = nextCheckAt(state.creditedTotal, this.config.STUDY_IDLE_CHECK_MINUTES, this.random);
      const { userId, ...rest } = state;
      await tx
        .update(studyStates)
        .set({ ...rest, updatedAt: now })
        .where(eq(studyStates.userId, userId));
      return true;
    });
  }

  private policy(): Policy {
    return {
      dailyLimitSeconds: this.dailyLimitSeconds,
      dailyLimitMinutes: this.config.STUDY_DAILY_LIMIT_MINUTES,
      idleCheckMinutes: this.config.STUDY_IDLE_CHECK_MINUTES,
      faceCheckMinutes: this.config.STUDY_FACE_CHECK_MINUTES,
      random: this.random,
    };
  }

  /** The student's state row, locked until the transaction ends (made on first use), as a batch takes it. */
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
    rollDay(state, now);
    return state;
  }
}

const heartbeat = (body: { position: number; playing: boolean; tab: string }) => ({
  position: body.position,
  playing: body.playing,
  tab: body.tab,
});
