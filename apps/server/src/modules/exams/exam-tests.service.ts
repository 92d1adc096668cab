// Tests: a paper opened to a class for a window (its theory test, or a completion test reached by a link). Teachers
// publish them for classes of their institution; staff see the tests of the classes they see (classScope).
import { randomBytes } from 'node:crypto';
import type { MyTest, Page, TestInput, TestListQuery, TestRow } from '@etp/contracts';
import { translate } from '@etp/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { examAttempts, examPapers, examTests } from '@/db/schema/exams.ts';
import { AppError, conflict, fieldError, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import { classCourseIdOf, classInScope, classNameOf, enrolledIn, inClassScope } from '@/modules/classes/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { missingFor } from './eligibility.ts';

const attemptsOf = sql<number>`(select count(*)::int from ${examAttempts} where ${examAttempts.testId} = ${examTests.id})`;
const className = sql<string>`${classNameOf(examTests.classId)}`;

export class ExamTestService {
  constructor(
    private readonly db: Db,
    /** Credited minutes per 学时 (STUDY_HOUR_MINUTES). */
    private readonly hourMinutes: number,
  ) {}

  private rows(where: ReturnType<typeof and>) {
    return this.db
      .select({ t: examTests, className, paperName: examPapers.name, attempts: attemptsOf })
      .from(examTests)
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .where(where);
  }

  private toRow(r: {
    t: typeof examTests.$inferSelect;
    className: string;
    paperName: string;
    attempts: number;
  }): TestRow {
    return {
      id: r.t.id,
      class_id: r.t.classId,
      class_name: r.className,
      paper_id: r.t.paperId,
      paper_name: r.paperName,
      kind: r.t.kind,
      opens_at: r.t.opensAt.toISOString(),
      closes_at: r.t.closesAt.toISOString(),
      max_leaves: r.t.maxLeaves,
      min_hours: r.t.minHours,
      code: r.t.code,
      attempts: r.attempts,
    };
  }

  list(actor: Actor, query: TestListQuery): Promise<Page<TestRow>> {
    const where = and(
      inClassScope(actor, examTests.classId),
      query.class_id ? eq(examTests.classId, query.class_id) : undefined,
      query.kind ? eq(examTests.kind, query.kind) : undefined,
    );
    const rows = this.rows(where).orderBy(desc(examTests.id)).$dynamic();
    const total = this.db.select({ n: count() }).from(examTests).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => this.toRow(r)));
  }

  async get(actor: Actor, { id }: { id: number }): Promise<TestRow> {
    const [found] = await this.rows(and(inClassScope(actor, examTests.classId), eq(examTests.id, id)));
    if (!found) throw notFound();
    return this.toRow(found);
  }

  async create(actor: Actor, input: TestInput): Promise<TestRow> {
    const cls = await classInScope(this.db, actor, input.class_id);
    if (!cls) throw fieldError(400, 'error.not_found', 'class_id');
    const [paper] = await this.db.select().from(examPapers).where(eq(examPapers.id, input.paper_id));
    if (!paper) throw fieldError(400, 'error.not_found', 'paper_id');
    if (paper.courseId !== cls.courseId) throw fieldError(400, 'exams.paper_course_mismatch', 'paper_id');
    const values = {
      classId: cls.id,
      paperId: paper.id,
      kind: input.kind,
      opensAt: new Date(input.opens_at),
      closesAt: new Date(input.closes_at),
      maxLeaves: input.max_leaves,
      minHours: input.min_hours,
      code: input.kind === 'completion' ? randomBytes(12).toString('base64url') : null,
      createdBy: actor.userId,
    };
    const [created] = await this.db.insert(examTests).values(values).returning();
    if (!created) throw new Error('test insert returned nothing');
    actor.audit({ action: 'exam_test.create', targetType: 'exam_test', targetId: String(created.id), after: values });
    return this.get(actor, { id: created.id });
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.get(actor, { id });
    if (before.attempts > 0) throw conflict('exams.test_has_attempts');
    await this.db.delete(examTests).where(eq(examTests.id, id));
    actor.audit({ action: 'exam_test.delete', targetType: 'exam_test', targetId: String(id), before });
  }

  /** The theory tests of the student's classes, with attempts used and what is still missing. */
  async mine(actor: Actor): Promise<MyTest[]> {
    const rows = await this.db
      .select({ t: examTests, p: examPapers, className, courseId: classCourseIdOf(examTests.classId) })
      .from(examTests)
      .innerJoin(examPapers, eq(examPapers.id, examTests.paperId))
      .where(and(eq(examTests.kind, 'theory'), enrolledIn(actor.userId, examTests.classId)))
      .orderBy(desc(examTests.opensAt));
    const out: MyTest[] = [];
    for (const r of rows) {
      const mine = await this.db
        .select({ id: examAttempts.id, status: examAttempts.status })
        .from(examAttempts)
        .where(and(eq(examAttempts.testId, r.t.id), eq(examAttempts.userId, actor.userId)));
      const missing = r.courseId
        ? await missingFor(this.db, actor.userId, r.courseId, r.t.minHours, this.hourMinutes)
        : [];
      out.push({
        id: r.t.id,
        course_id: r.courseId ?? 0,
        class_name: r.className,
        paper_name: r.p.name,
        opens_at: r.t.opensAt.toISOString(),
        closes_at: r.t.closesAt.toISOString(),
        duration_minutes: r.p.durationMinutes,
        total_score: r.p.totalScore,
        pass_score: r.p.passScore,
        attempts_allowed: r.p.attemptsAllowed,
        attempts_used: mine.length,
        in_progress: mine.find((m) => m.status === 'in_progress')?.id ?? null,
        missing: missing.map((m) => translate(actor.locale, m.key, m.params)),
      });
    }
    return out;
  }

  /** The student may start this test: enrolled in its class and nothing missing. Answers the course id. */
  async checkStudent(actor: Actor, testId: number): Promise<number> {
    const [row] = await this.db
      .select({ courseId: classCourseIdOf(examTests.classId), kind: examTests.kind, minHours: examTests.minHours })
      .from(examTests)
      .where(and(eq(examTests.id, testId), enrolledIn(actor.userId, examTests.classId)));
    if (row?.kind !== 'theory' || !row.courseId) throw notFound();
    const missing = await missingFor(this.db, actor.userId, row.courseId, row.minHours, this.hourMinutes);
    if (missing.length)
      throw new AppError(
        409,
        'exams.not_eligible',
        {},
        {
          missing: missing.map((m) => translate(actor.locale, m.key, m.params)),
        },
      );
    return row.courseId;
  }
}
