// The staff side of homework: a trainer sets, edits and removes homework for the classes they train, reads the
// answers handed in, marks them (0..full score) or returns them for rework. Teachers and the admin read.
import type {
  HomeworkDetail,
  HomeworkInput,
  HomeworkRow,
  homeworkInput,
  homeworkListQuery,
  markBody,
  Page,
  returnBody,
  SubmissionDetail,
  SubmissionRow,
  submissionListQuery,
} from '@etp/contracts';
import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { homeworkSubmissions, homeworks } from '@/db/schema/homework.ts';
import { AppError, conflict, forbidden, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { sanitizeRichText } from '@/lib/sanitize.ts';
import { classVisibleTo, enrolmentCounts, inClassScope } from '@/modules/classes/index.ts';
import { userNameOf } from '@/modules/users/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type HomeworkRecord, homeworkClassName, reachHomework } from './access.ts';
import { eventsOf, recordEvent } from './events.ts';
import type { HomeworkFiles } from './files.ts';

type Input = z.output<typeof homeworkInput>;
type ListQuery = z.output<typeof homeworkListQuery>;
type SubmissionQuery = z.output<typeof submissionListQuery>;

/** Answers the trainer sees: handed in at least once (a draft stays the student's). */
const HANDED_IN = ['submitted', 'returned', 'marked'] as const;
/** The student's name beside an answer (every answer has its student). */
const studentName = () => sql<string>`coalesce(${userNameOf(homeworkSubmissions.userId)}, '')`;

export class HomeworkService {
  constructor(
    private readonly db: Db,
    private readonly files: HomeworkFiles,
  ) {}

  async list(actor: Actor, query: ListQuery): Promise<Page<HomeworkRow>> {
    const where = and(
      inClassScope(actor, homeworks.classId),
      query.class_id ? eq(homeworks.classId, query.class_id) : undefined,
      keywordCondition([homeworks.title], query.keyword),
    );
    const rows = this.db
      .select({ homework: homeworks, className: homeworkClassName })
      .from(homeworks)
      .where(where)
      .orderBy(desc(homeworks.dueAt), desc(homeworks.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(homeworks).where(where);
    return paginate(query, rows, total, (found) =>
      this.rows(found.map((r) => ({ ...r.homework, className: r.className }))),
    );
  }

  async get(actor: Actor, { id }: { id: number }): Promise<HomeworkDetail> {
    const homework = await reachHomework(this.db, actor, id);
    const [row] = await this.rows([homework]);
    if (!row) throw notFound();
    return { ...row, content: homework.content, attachments: await this.files.describe(this.db, homework.attachments) };
  }

  async create(actor: Actor, input: Input): Promise<HomeworkDetail> {
    await this.ownClass(actor, input.class_id);
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(homeworks)
        .values({ ...this.values(input), attachments: [], createdBy: actor.userId })
        .returning({ id: homeworks.id });
      if (!row) throw new Error('insert homeworks returned nothing');
      const attachments = await this.files.attach(tx, actor, input.attachments, { homeworkId: row.id });
      await tx.update(homeworks).set({ attachments }).where(eq(homeworks.id, row.id));
      await recordEvent(tx, { homeworkId: row.id, kind: 'assigned', actorId: actor.userId });
      return row.id;
    });
    actor.audit({ action: 'homework.create', targetType: 'homework', targetId: id, after: input });
    return this.get(actor, { id });
  }

  async update(actor: Actor, { id }: { id: number }, input: Input): Promise<HomeworkDetail> {
    const before = await this.editable(actor, id);
    await this.ownClass(actor, input.class_id);
    await this.db.transaction(async (tx) => {
      const attachments = await this.files.attach(tx, actor, input.attachments, { homeworkId: id });
      await tx
        .update(homeworks)
        .set({ ...this.values(input), attachments, updatedAt: new Date() })
        .where(eq(homeworks.id, id));
    });
    actor.audit({ action: 'homework.update', targetType: 'homework', targetId: id, before, after: input });
    return this.get(actor, { id });
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.editable(actor, id);
    const [answered] = await this.db
      .select({ n: count() })
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.homeworkId, id), ne(homeworkSubmissions.status, 'draft')));
    if ((answered?.n ?? 0) > 0) throw conflict('homework.has_answers');
    await this.db.delete(homeworks).where(eq(homeworks.id, id));
    actor.audit({ action: 'homework.delete', targetType: 'homework', targetId: id, before });
  }

  async submissions(actor: Actor, { id }: { id: number }, query: SubmissionQuery): Promise<Page<SubmissionRow>> {
    await reachHomework(this.db, actor, id);
    const where = and(
      eq(homeworkSubmissions.homeworkId, id),
      query.status ? eq(homeworkSubmissions.status, query.status) : inArray(homeworkSubmissions.status, HANDED_IN),
    );
    const rows = this.db
      .select({ submission: homeworkSubmissions, studentName: studentName() })
      .from(homeworkSubmissions)
      .where(where)
      .orderBy(sql`${homeworkSubmissions.submittedAt} desc nulls last`, desc(homeworkSubmissions.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(homeworkSubmissions).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => submissionRow(r.submission, r.studentName)));
  }

  async submission(actor: Actor, { id }: { id: number }): Promise<SubmissionDetail> {
    const { submission, studentName } = await this.reachSubmission(actor, id);
    return {
      ...submissionRow(submission, studentName),
      content: submission.content,
      attachments: await this.files.describe(this.db, submission.attachments),
      version: submission.version,
      comment: submission.comment,
      return_reason: submission.returnReason,
      events: await eventsOf(this.db, submission.id),
    };
  }

  async mark(actor: Actor, { id }: { id: number }, body: z.output<typeof markBody>): Promise<SubmissionDetail> {
    const { submission, homework } = await this.reachSubmission(actor, id);
    if (body.score > homework.fullScore)
      throw new AppError(
        400,
        'homework.score_above_full',
        { full: homework.fullScore },
        {
          fields: { score: 'homework.score_invalid' },
        },
      );
    const now = new Date();
    return this.move(actor, id, {
      from: ['submitted', 'marked'],
      set: {
        status: 'marked',
        score: body.score,
        comment: body.comment,
        markedBy: actor.userId,
        markedAt: now,
        updatedAt: now,
      },
      event: { homeworkId: homework.id, kind: 'marked', note: `${body.score}/${homework.fullScore}` },
      audit: {
        action: 'homework.mark',
        before: { status: submission.status, score: submission.score },
        after: body,
      },
    });
  }

  async giveBack(actor: Actor, { id }: { id: number }, body: z.output<typeof returnBody>): Promise<SubmissionDetail> {
    const { submission, homework } = await this.reachSubmission(actor, id);
    return this.move(actor, id, {
      from: ['submitted'],
      set: { status: 'returned', returnReason: body.reason, score: null, comment: '' },
      event: { homeworkId: homework.id, kind: 'returned', note: body.reason },
      audit: { action: 'homework.return', before: { status: submission.status }, after: body },
    });
  }

  /**
   * Moves a submission on from one of the `from` statuses (409 when it is not in one any more: another marker was
   * first), records the event in its history and audits it, in one transaction; answers the submission as it is now.
   */
  private async move(
    actor: Actor,
    id: number,
    change: {
      from: (typeof homeworkSubmissions.$inferSelect.status)[];
      set: Partial<typeof homeworkSubmissions.$inferInsert>;
      event: { homeworkId: number; kind: 'marked' | 'returned'; note: string };
      audit: { action: string; before: object; after: object };
    },
  ): Promise<SubmissionDetail> {
    await this.db.transaction(async (tx) => {
      const [moved] = await tx
        .update(homeworkSubmissions)
        .set({ updatedAt: new Date(), ...change.set })
        .where(and(eq(homeworkSubmissions.id, id), inArray(homeworkSubmissions.status, change.from)))
        .returning({ id: homeworkSubmissions.id });
      if (!moved) throw conflict('homework.not_submitted');
      await recordEvent(tx, { ...change.event, submissionId: id, actorId: actor.userId });
    });
    actor.audit({ ...change.audit, targetType: 'homework_submission', targetId: id });
    return this.submission(actor, { id });
  }

  /** Answers handed in and waiting for a mark in the classes the actor reaches (the to-do card). */
  async toMark(actor: Actor): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(homeworkSubmissions)
      .innerJoin(homeworks, eq(homeworks.id, homeworkSubmissions.homeworkId))
      .where(and(eq(homeworkSubmissions.status, 'submitted'), inClassScope(actor, homeworks.classId)));
    return row?.n ?? 0;
  }

  private values(input: Input) {
    return {
      classId: input.class_id,
      title: input.title,
      content: sanitizeRichText(input.content),
      dueAt: new Date(input.due_at),
      fullScore: input.full_score,
      latePolicy: input.late_policy,
    };
  }

  /** A trainer sets homework only for a class they train (the admin for any). */
  private async ownClass(actor: Actor, classId: number): Promise<void> {
    if (!(await classVisibleTo(this.db, actor, classId)))
      throw new AppError(403, 'homework.class_not_yours', {}, { fields: { class_id: 'homework.class_not_yours' } });
  }

  private async editable(actor: Actor, id: number): Promise<HomeworkRecord> {
    const homework = await reachHomework(this.db, actor, id);
    if (actor.role !== 'trainer' && actor.role !== 'admin') throw forbidden();
    return homework;
  }

  /** A handed-in answer of a homework the actor reaches; drafts stay the student's (404). */
  private async reachSubmission(actor: Actor, id: number) {
    const [row] = await this.db
      .select({ submission: homeworkSubmissions, studentName: studentName() })
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.id, id), inArray(homeworkSubmissions.status, HANDED_IN)));
    if (!row) throw notFound();
    const homework = await reachHomework(this.db, actor, row.submission.homeworkId);
    return { ...row, homework };
  }

  /** List rows with the class's head count and the answers handed in and waiting, counted for the page at once. */
  private async rows(found: HomeworkRecord[]): Promise<HomeworkRow[]> {
    if (found.length === 0) return [];
    const ids = found.map((h) => h.id);
    const classIds = [...new Set(found.map((h) => h.classId))];
    const [answers, heads] = await Promise.all([
      this.db
        .select({
          homeworkId: homeworkSubmissions.homeworkId,
          handedIn:
            sql<number>`count(*) filter (where ${homeworkSubmissions.status} in ('submitted', 'marked'))`.mapWith(
              Number,
            ),
          toMark: sql<number>`count(*) filter (where ${homeworkSubmissions.status} = 'submitted')`.mapWith(Number),
        })
        .from(homeworkSubmissions)
        .where(inArray(homeworkSubmissions.homeworkId, ids))
        .groupBy(homeworkSubmissions.homeworkId),
      enrolmentCounts(this.db, classIds),
    ]);
    const byHomework = new Map(answers.map((a) => [a.homeworkId, a]));
    const byClass = new Map(heads.map((h) => [h.classId, h.n]));
    return found.map((h) => ({
      id: h.id,
      class_id: h.classId,
      class_name: h.className,
      title: h.title,
      due_at: h.dueAt.toISOString(),
      full_score: h.fullScore,
      late_policy: h.latePolicy,
      students: byClass.get(h.classId) ?? 0,
      handed_in: byHomework.get(h.id)?.handedIn ?? 0,
      to_mark: byHomework.get(h.id)?.toMark ?? 0,
      created_at: h.createdAt.toISOString(),
    }));
  }
}

function submissionRow(s: typeof homeworkSubmissions.$inferSelect, studentName: string): SubmissionRow {
  return {
    id: s.id,
    homework_id: s.homeworkId,
    student_id: s.userId,
    student_name: studentName,
    status: s.status,
    late: s.late,
    submitted_at: s.submittedAt?.toISOString() ?? null,
    score: s.score,
    marked_at: s.markedAt?.toISOString() ?? null,
  };
}

export type { HomeworkInput };
