// The timed test engine (issue 14), shared by the theory and completion tests. The server owns the clock: starting
// freezes the questions and sets the deadline (rules.ts); every save (save-batch.ts) and the submit lock the attempt
// row, so a late save, a double submit, two devices and the overdue job cannot race.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AttemptState, SaveAnswers, SavedAnswers } from '@etp/contracts';
import { and, eq, inArray, lte, max, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '@/db/client.ts';
import {
  examAnswers,
  examAttemptEvents,
  examAttempts,
  examPapers,
  examQuestions,
  examTests,
} from '@/db/schema/exams.ts';
import { AppError, conflict, notFound, unauthorized } from '@/lib/errors.ts';
import type { GroupWrite } from '@/lib/group-commit.ts';
import { classCourseIdOf } from '@/modules/classes/index.ts';
import { candidateQuestion, markAnswer } from './marking.ts';
import { drawQuestions } from './papers.service.ts';
import { deadlineOf, isOpen, standing } from './rules.ts';
import { SaveBatcher } from './save-batch.ts';
import { mintTheoryToken, type TheoryToken } from './theory-token.ts';

type Attempt = typeof examAttempts.$inferSelect;
/** Who ended an attempt: the candidate, the overdue job, too many leaves of the page. */
export type SubmittedBy = 'student' | 'job' | 'leaves';

/** What the save path needs of an attempt its token named once: it never changes (token and questions are frozen). */
interface KnownAttempt {
  id: number;
  courseId: number;
  token: Buffer;
  questions: Set<number>;
}
/** Attempts remembered by the save path: about two exam rooms' worth of a large region sitting at once. */
const KNOWN_MAX = 50_000;

export class AttemptEngine {
  /** Every answer save goes through it (tests count its transactions). */
  readonly batcher: SaveBatcher;
  private readonly known = new Map<number, KnownAttempt>();

  constructor(
    private readonly db: Db,
    private readonly secret: string,
    log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    this.batcher = new SaveBatcher(db, log);
  }

  /** Hears of every answer-save batch written (its size and time): the server's metrics. */
  observeSaveBatches(listener: (write: GroupWrite) => void): void {
    this.batcher.observe(listener);
  }

  /** Resolves once every answer save received so far is written (a shutdown waits for it before closing the pool). */
  flushed(): Promise<void> {
    return this.batcher.flushed();
  }

  /** The attempt's theoryToken (theory-token.ts), reissued unchanged on resume (a second device shares it). */
  tokenFor(attempt: { id: number; tokenHash: string }): string {
    return mintTheoryToken(this.secret, attempt);
  }

  /** The attempt a theoryToken names, when it is one of ours and its test is of this course. */
  async attemptOf(token: TheoryToken, courseId: number, runner: Db | Tx = this.db): Promise<Attempt> {
    const [found] = await runner
      .select({ attempt: examAttempts, courseId: classCourseIdOf(examTests.classId) })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .where(eq(examAttempts.id, token.attemptId));
    const expected = found ? Buffer.from(this.tokenFor(found.attempt)) : Buffer.alloc(0);
    const given = token.value;
    if (!found || expected.length !== given.length || !timingSafeEqual(expected, given) || found.courseId !== courseId)
      throw unauthorized('exams.token_invalid');
    this.remember(found.attempt, found.courseId, expected);
    return found.attempt;
  }

  private remember(attempt: Attempt, courseId: number, token: Buffer): void {
    if (this.known.size >= KNOWN_MAX) this.known.delete(this.known.keys().next().value as number);
    this.known.set(attempt.id, {
      id: attempt.id,
      courseId,
      token,
      questions: new Set(attempt.questions.map((q) => q.question_id)),
    });
  }

  /** The attempt a theoryToken names, from memory once its token has been checked against the database. */
  private async knownAttempt(token: TheoryToken, courseId: number): Promise<KnownAttempt> {
    const known = this.known.get(token.attemptId);
    if (known && known.token.length === token.value.length && timingSafeEqual(known.token, token.value)) {
      if (known.courseId !== courseId) throw unauthorized('exams.token_invalid');
      return known;
    }
    await this.attemptOf(token, courseId);
    return this.known.get(token.attemptId) as KnownAttempt;
  }

  /**
   * Saves answers under a theoryToken (one row per question, the highest version kept) and counts a leave of the page:
   * decided and written in the next group write with the other candidates' saves (save-batch.ts), answered after its
   * commit. Refused once submitted or past the deadline; an attempt found past its deadline, or left once too often,
   * is then submitted as it stands.
   */
  async saveByToken(token: TheoryToken, courseId: number, body: SaveAnswers, now: Date): Promise<SavedAnswers> {
    const attempt = await this.knownAttempt(token, courseId);
    const foreign = body.answers.find((a) => !attempt.questions.has(a.question_id));
    if (foreign) throw new AppError(400, 'exams.question_not_in_attempt', {}, { question_id: foreign.question_id });
    const decision = await this.batcher.save({ attemptId: attempt.id, answers: body.answers, left: body.left, now });
    if (decision.kind === 'missing') throw notFound();
    if (decision.kind === 'closed') throw conflict('exams.attempt_closed');
    if (decision.kind === 'overdue') {
      await this.closeIfOverdue(attempt.id, now);
      throw conflict('exams.deadline_passed');
    }
    const ended = decision.endsByLeaves ? await this.submit(attempt.id, now, 'leaves') : null;
    return {
      saved: decision.saved,
      deadline: decision.deadline.toISOString(),
      server_time: now.toISOString(),
      leave_count: ended?.leaveCount ?? decision.leaveCount,
      status: ended?.status ?? 'in_progress',
    };
  }

  /** Starts (or resumes) the candidate's attempt at a test whose window is open at `now`. */
  async start(testId: number, userId: number, now: Date, random = Math.random): Promise<Attempt> {
    return this.db.transaction(async (tx) => {
      const [test] = await tx
        .select({ test: examTests, paper: examPapers })
        .from(examTests)
        .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
        .where(eq(examTests.id, testId))
        .for('share', { of: examTests });
      if (!test) throw notFound();
      // One start at a time per candidate and test (two devices, a double click), not per test: a whole class starts
      // at once (issue 14's burst), and a lock on the test row made its starts queue one behind the other. The share
      // lock on the test still keeps it from being changed or deleted under a start.
      await tx.execute(sql`select pg_advisory_xact_lock(${testId}::int, ${userId}::int)`);
      const [open] = await tx
        .select()
        .from(examAttempts)
        .where(
          and(eq(examAttempts.testId, testId), eq(examAttempts.userId, userId), eq(examAttempts.status, 'in_progress')),
        );
      if (open && isOpen(open, now)) return open;
      if (open) await this.finish(tx, open, now, 'job');
      if (now < test.test.opensAt || now >= test.test.closesAt) throw conflict('exams.test_not_open');
      const [used] = await tx
        .select({ n: max(examAttempts.number) })
        .from(examAttempts)
        .where(and(eq(examAttempts.testId, testId), eq(examAttempts.userId, userId)));
      const number = (used?.n ?? 0) + 1;
      if (number > test.paper.attemptsAllowed) throw conflict('exams.no_attempts_left');
      const questions = await drawQuestions(tx, test.paper, random);
      const deadline = deadlineOf(now, test.paper.durationMinutes, test.test.closesAt);
      const [created] = await tx
        .insert(examAttempts)
        .values({
          testId,
          userId,
          number,
          questions,
          startedAt: now,
          deadline,
          tokenHash: randomBytes(16).toString('base64url'),
        })
        .returning();
      if (!created) throw new Error('attempt insert returned nothing');
      await tx.insert(examAttemptEvents).values({ attemptId: created.id, kind: 'started', actorId: userId, at: now });
      return created;
    });
  }

  /** What the candidate's page shows: the questions without their keys, the saved answers, the deadline. */
  async state(attempt: Attempt, now: Date): Promise<AttemptState> {
    const current =
      standing(attempt, now) === 'overdue' ? (await this.closeIfOverdue(attempt.id, now)).attempt : attempt;
    const [meta] = await this.db
      .select({
        paperName: examPapers.name,
        total: examPapers.totalScore,
        maxLeaves: examTests.maxLeaves,
        courseId: classCourseIdOf(examTests.classId),
      })
      .from(examTests)
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .where(eq(examTests.id, current.testId));
    const ids = current.questions.map((q) => q.question_id);
    const bank = new Map(
      (ids.length ? await this.db.select().from(examQuestions).where(inArray(examQuestions.id, ids)) : []).map((q) => [
        q.id,
        q,
      ]),
    );
    const saved = new Map(
      (await this.db.select().from(examAnswers).where(eq(examAnswers.attemptId, current.id))).map((a) => [
        a.questionId,
        a,
      ]),
    );
    return {
      attempt_id: current.id,
      course_id: meta?.courseId ?? 0,
      paper_name: meta?.paperName ?? '',
      status: current.status,
      started_at: current.startedAt.toISOString(),
      deadline: current.deadline.toISOString(),
      server_time: now.toISOString(),
      leave_count: current.leaveCount,
      max_leaves: meta?.maxLeaves ?? 0,
      total_score: current.questions.reduce((sum, q) => sum + q.score, 0),
      // The candidate's score at once (short answers count once marked); nothing while the attempt runs.
      score: current.status === 'in_progress' ? null : current.score,
      passed: current.status === 'in_progress' ? null : current.passed,
      questions: current.questions.flatMap((f) => {
        const q = bank.get(f.question_id);
        if (!q) return [];
        return [candidateQuestion(f, q, saved.get(q.id))];
      }),
    };
  }

  /** Submits the attempt (idempotent: a second submit answers the attempt as it was submitted). */
  async submit(attemptId: number, now: Date, by: SubmittedBy): Promise<Attempt> {
    return this.db.transaction(async (tx) => {
      const [attempt] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
      if (!attempt) throw notFound();
      const stands = standing(attempt, now);
      if (stands === 'closed') return attempt;
      // Past the deadline the candidate's own submit counts as the server's.
      return this.finish(tx, attempt, now, stands === 'overdue' && by === 'student' ? 'job' : by);
    });
  }

  /**
   * Submits the attempt as the server's when it is past its deadline at `now` (under its row lock, so once across
   * instances); answers the attempt as it then stands and whether this call submitted it.
   */
  private async closeIfOverdue(attemptId: number, now: Date): Promise<{ attempt: Attempt; closed: boolean }> {
    return this.db.transaction(async (tx) => {
      const [attempt] = await tx.select().from(examAttempts).where(eq(examAttempts.id, attemptId)).for('update');
      if (!attempt) throw notFound();
      if (standing(attempt, now) !== 'overdue') return { attempt, closed: false };
      return { attempt: await this.finish(tx, attempt, now, 'job'), closed: true };
    });
  }

  /** Marks the objective answers and closes the attempt; short answers wait for a trainer. Caller holds the lock. */
  private async finish(tx: Tx, attempt: Attempt, now: Date, by: SubmittedBy): Promise<Attempt> {
    const ids = attempt.questions.map((q) => q.question_id);
    const bank = new Map(
      (ids.length ? await tx.select().from(examQuestions).where(inArray(examQuestions.id, ids)) : []).map((q) => [
        q.id,
        q,
      ]),
    );
    const answers = new Map(
      (await tx.select().from(examAnswers).where(eq(examAnswers.attemptId, attempt.id))).map((a) => [a.questionId, a]),
    );
    let score = 0;
    let waiting = false;
    for (const f of attempt.questions) {
      const q = bank.get(f.question_id);
      if (!q) continue;
      const given = answers.get(q.id);
      const earned = markAnswer(q.type, q.answer, given?.answer ?? [], f.score);
      if (earned === null) {
        if (given?.answer.some((a) => a.trim())) waiting = true;
        else if (!given)
          await tx
            .insert(examAnswers)
            .values({ attemptId: attempt.id, questionId: q.id, answer: [], version: 0, savedAt: now, score: 0 });
        else
          await tx
            .update(examAnswers)
            .set({ score: 0 })
            .where(and(eq(examAnswers.attemptId, attempt.id), eq(examAnswers.questionId, q.id)));
        continue;
      }
      score += earned;
      if (given)
        await tx
          .update(examAnswers)
          .set({ score: earned })
          .where(and(eq(examAnswers.attemptId, attempt.id), eq(examAnswers.questionId, q.id)));
    }
    const passScore = await this.passScoreOf(tx, attempt.testId);
    const [closed] = await tx
      .update(examAttempts)
      .set({
        status: waiting ? 'submitted' : 'marked',
        submittedAt: now,
        submittedBy: by,
        score,
        passed: waiting ? null : score >= passScore ? 1 : 0,
      })
      .where(and(eq(examAttempts.id, attempt.id), eq(examAttempts.status, 'in_progress')))
      .returning();
    await tx.insert(examAttemptEvents).values({
      attemptId: attempt.id,
      kind: `submitted:${by}`,
      actorId: by === 'student' ? attempt.userId : null,
      at: now,
    });
    return closed ?? attempt;
  }

  async passScoreOf(runner: Db | Tx, testId: number): Promise<number> {
    const [row] = await runner
      .select({ pass: examPapers.passScore })
      .from(examTests)
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .where(eq(examTests.id, testId));
    return row?.pass ?? 0;
  }

  /** The job: submits every attempt whose deadline has passed. Safe on several instances (row lock + status check). */
  async runOverdue(now: Date): Promise<number> {
    // The index finds the candidates; each is decided again under its lock (closeIfOverdue).
    const due = await this.db
      .select({ id: examAttempts.id })
      .from(examAttempts)
      .where(and(eq(examAttempts.status, 'in_progress'), lte(examAttempts.deadline, now)))
      .limit(500);
    let closed = 0;
    for (const { id } of due) if ((await this.closeIfOverdue(id, now)).closed) closed++;
    return closed;
  }
}
