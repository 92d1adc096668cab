// Results: the student's own attempts (the per-question review once the test's window has closed and no other test
// that can ask its questions is still open: sealed.ts), staff's results per test and the detail of one attempt
// (classScope: a trainer sees and marks only their classes), manual marking of short answers.
import type { MarksInput, Page, PageQuery, ResultDetail, ResultRow } from '@etp/contracts';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import {
  examAnswers,
  examAttemptEvents,
  examAttempts,
  examPapers,
  examQuestions,
  examTests,
} from '@/db/schema/exams.ts';
import { AppError, badRequest, conflict, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import { classNameOf, inClassScope } from '@/modules/classes/index.ts';
import { idCardMaskedOf, userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { ExamTestService } from './exam-tests.service.ts';
import { candidateQuestion } from './marking.ts';
import { keysSealedUntil } from './sealed.ts';

const SELECT = {
  a: examAttempts,
  studentName: sql<string>`${userNameOf(examAttempts.userId)}`,
  paperName: examPapers.name,
  closesAt: examTests.closesAt,
  passScore: examPapers.passScore,
  courseId: examPapers.courseId,
};
type Found = {
  a: typeof examAttempts.$inferSelect;
  studentName: string;
  paperName: string;
  closesAt: Date;
  passScore: number;
  courseId: number;
};

function toRow(r: Found): ResultRow {
  return {
    attempt_id: r.a.id,
    test_id: r.a.testId,
    user_id: r.a.userId,
    student_name: r.studentName,
    paper_name: r.paperName,
    status: r.a.status,
    started_at: r.a.startedAt.toISOString(),
    submitted_at: r.a.submittedAt?.toISOString() ?? null,
    submitted_by: r.a.submittedBy,
    leave_count: r.a.leaveCount,
    score: r.a.status === 'in_progress' ? null : r.a.score,
    total_score: r.a.questions.reduce((sum, q) => sum + q.score, 0),
    passed: r.a.passed,
  };
}

export class ResultService {
  constructor(
    private readonly db: Db,
    /** Whether the caller sees a test (one rule for every call that names a test). */
    private readonly tests: ExamTestService,
  ) {}

  private select() {
    return this.db
      .select(SELECT)
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId));
  }

  async mine(actor: Actor): Promise<ResultRow[]> {
    const rows = await this.select().where(eq(examAttempts.userId, actor.userId)).orderBy(desc(examAttempts.id));
    return rows.map(toRow);
  }

  /**
   * The student's attempt; its per-question review (keys, analyses, marks per question: a mark and the answer given
   * tell the key) once the test's window has closed and no other test that can ask one of its questions is open.
   */
  async myDetail(actor: Actor, { id }: { id: number }, now: Date): Promise<ResultDetail> {
    const [found] = await this.select().where(and(eq(examAttempts.id, id), eq(examAttempts.userId, actor.userId)));
    if (!found) throw notFound();
    const ids = found.a.questions.map((q) => q.question_id);
    const sealed = await keysSealedUntil(this.db, [found.courseId], now);
    const [held] = ids.length
      ? await this.db
          .select({ until: sql<string | null>`max(${sealed})` })
          .from(examQuestions)
          .where(inArray(examQuestions.id, ids))
      : [];
    const until = held?.until ? new Date(held.until) : null;
    const opens = until && until > found.closesAt ? until : found.closesAt;
    return this.detail(found, found.a.status !== 'in_progress' && opens <= now, opens);
  }

  async testAttempts(actor: Actor, { id }: { id: number }, query: PageQuery): Promise<Page<ResultRow>> {
    await this.tests.get(actor, { id });
    const where = and(inClassScope(actor, examTests.classId), eq(examAttempts.testId, id));
    const rows = this.select().where(where).orderBy(desc(examAttempts.id)).$dynamic();
    const total = this.db
      .select({ n: count() })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .where(where);
    return paginate(query, rows, total, (found) => found.map(toRow));
  }

  /** Every attempt of one test the caller sees, oldest first, for the results export (at most `limit`). */
  async exportRows(actor: Actor, testId: number, limit: number) {
    const rows = await this.db
      .select({
        ...SELECT,
        className: sql<string>`${classNameOf(examTests.classId)}`,
        idCardMasked: idCardMaskedOf(examAttempts.userId),
      })
      .from(examAttempts)
      .innerJoin(examTests, eq(examTests.id, examAttempts.testId))
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .where(and(inClassScope(actor, examTests.classId), eq(examAttempts.testId, testId)))
      .orderBy(examAttempts.id)
      .limit(limit);
    return rows.map((r) => ({ ...toRow(r), class_name: r.className, id_card_masked: r.idCardMasked }));
  }

  async staffDetail(actor: Actor, { id }: { id: number }): Promise<ResultDetail> {
    const [found] = await this.select().where(and(inClassScope(actor, examTests.classId), eq(examAttempts.id, id)));
    if (!found) throw notFound();
    return this.detail(found, true);
  }

  private async detail(found: Found, withReview: boolean, opens = found.closesAt): Promise<ResultDetail> {
    const a = found.a;
    const base = {
      ...toRow(found),
      review_opens_at: opens.toISOString(),
      review_held: opens > found.closesAt,
      review: [],
    };
    if (!withReview) return base;
    const ids = a.questions.map((q) => q.question_id);
    const bank = new Map(
      (ids.length ? await this.db.select().from(examQuestions).where(inArray(examQuestions.id, ids)) : []).map((q) => [
        q.id,
        q,
      ]),
    );
    const answers = new Map(
      (await this.db.select().from(examAnswers).where(eq(examAnswers.attemptId, a.id))).map((x) => [x.questionId, x]),
    );
    return {
      ...base,
      review: a.questions.flatMap((f) => {
        const q = bank.get(f.question_id);
        if (!q) return [];
        const given = answers.get(q.id);
        return [
          {
            ...candidateQuestion(f, q, given),
            key: q.answer,
            analysis: q.analysis,
            earned: a.status === 'in_progress' ? null : (given?.score ?? (q.type === 'short' ? null : 0)),
          },
        ];
      }),
    };
  }

  /** A trainer (or the class's teacher) marks the short answers of a submitted attempt of a class they see. */
  async mark(actor: Actor, { id }: { id: number }, input: MarksInput): Promise<ResultDetail> {
    const [found] = await this.select().where(and(inClassScope(actor, examTests.classId), eq(examAttempts.id, id)));
    if (!found) throw notFound();
    if (found.a.status === 'in_progress') throw conflict('exams.not_submitted');
    const frozen = new Map(found.a.questions.map((q) => [q.question_id, q.score]));
    const ids = input.marks.map((m) => m.question_id);
    const types = new Map(
      (
        await this.db
          .select({ id: examQuestions.id, type: examQuestions.type })
          .from(examQuestions)
          .where(inArray(examQuestions.id, ids))
      ).map((q) => [q.id, q.type]),
    );
    for (const m of input.marks) {
      if (!frozen.has(m.question_id)) throw badRequest('exams.question_not_in_attempt');
      if (types.get(m.question_id) !== 'short') throw badRequest('exams.not_short_answer');
      if (m.score > (frozen.get(m.question_id) ?? 0)) throw new AppError(400, 'exams.mark_above_score');
    }
    const now = new Date();
    await this.db.transaction(async (tx) => {
      for (const m of input.marks) {
        await tx
          .insert(examAnswers)
          .values({
            attemptId: id,
            questionId: m.question_id,
            answer: [],
            version: 0,
            savedAt: now,
            score: m.score,
            markedBy: actor.userId,
            markedAt: now,
          })
          .onConflictDoUpdate({
            target: [examAnswers.attemptId, examAnswers.questionId],
            set: { score: m.score, markedBy: actor.userId, markedAt: now },
          });
      }
      const all = await tx.select().from(examAnswers).where(eq(examAnswers.attemptId, id));
      const pending = all.some((x) => x.score === null);
      const score = all.reduce((sum, x) => sum + (x.score ?? 0), 0);
      await tx
        .update(examAttempts)
        .set({
          score,
          status: pending ? 'submitted' : 'marked',
          passed: pending ? null : score >= found.passScore ? 1 : 0,
        })
        .where(eq(examAttempts.id, id));
      await tx.insert(examAttemptEvents).values({ attemptId: id, kind: 'marked', actorId: actor.userId, at: now });
    });
    actor.audit({ action: 'exam_attempt.mark', targetType: 'exam_attempt', targetId: String(id), after: input.marks });
    return this.staffDetail(actor, { id });
  }
}
