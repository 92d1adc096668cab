// The student's side of homework: the list of their classes' homework, one homework with their answer, draft saves
// with a version (the last write wins; a stale device gets 409 with the current text) and the submission (late ones
// marked late, or refused when the homework says so; a returned answer may be reworked and handed in again).
import type { answerBody, MyHomework, MyHomeworkRow, SavedAnswer, SubmissionStatus } from '@etp/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client.ts';
import { homeworkSubmissions, homeworks } from '@/db/schema/homework.ts';
import { AppError, badRequest, conflict } from '@/lib/errors.ts';
import { hasText, sanitizeRichText } from '@/lib/sanitize.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type HomeworkRecord, homeworkClassName, homeworkScope, type Runner, reachHomework } from './access.ts';
import { recordEvent } from './events.ts';
import type { HomeworkFiles } from './files.ts';

type Answer = z.output<typeof answerBody>;
type Submission = typeof homeworkSubmissions.$inferSelect;

/** The statuses in which the student may still change the answer. */
const WRITABLE: SubmissionStatus[] = ['draft', 'returned'];

export class AnswerService {
  constructor(
    private readonly db: Db,
    private readonly files: HomeworkFiles,
  ) {}

  async list(actor: Actor): Promise<MyHomeworkRow[]> {
    const rows = await this.db
      .select({ homework: homeworks, className: homeworkClassName, answer: homeworkSubmissions })
      .from(homeworks)
      .leftJoin(
        homeworkSubmissions,
        and(eq(homeworkSubmissions.homeworkId, homeworks.id), eq(homeworkSubmissions.userId, actor.userId)),
      )
      .where(homeworkScope(actor))
      .orderBy(desc(homeworks.dueAt), desc(homeworks.id))
      .limit(200);
    return rows.map((r) => myRow({ ...r.homework, className: r.className }, r.answer));
  }

  async get(actor: Actor, { id }: { id: number }, now = new Date()): Promise<MyHomework> {
    const homework = await reachHomework(this.db, actor, id);
    const answer = await this.answerOf(this.db, homework.id, actor.userId);
    return {
      ...myRow(homework, answer),
      content: homework.content,
      attachments: await this.files.describe(this.db, homework.attachments),
      answer: {
        content: answer?.content ?? '',
        attachments: await this.files.describe(this.db, answer?.attachments ?? []),
        version: answer?.version ?? 0,
        submitted_at: answer?.submittedAt?.toISOString() ?? null,
        comment: answer?.comment ?? '',
        return_reason: answer?.returnReason ?? '',
      },
      writable: writable(homework, answer, now),
    };
  }

  /** Saves the draft written on `version`; a newer version on the server answers 409 with it (nothing is changed). */
  async saveDraft(actor: Actor, { id }: { id: number }, body: Answer): Promise<SavedAnswer> {
    const homework = await reachHomework(this.db, actor, id);
    const saved = await this.db.transaction(async (tx) => {
      const answer = await this.write(tx, actor, homework, body);
      await recordEvent(tx, {
        homeworkId: homework.id,
        submissionId: answer.id,
        kind: 'draft_saved',
        actorId: actor.userId,
      });
      return answer;
    });
    return this.saved(saved);
  }

  /** Saves and hands in the answer; after the due time it is marked late, or refused if the homework says so. */
  async submit(actor: Actor, { id }: { id: number }, body: Answer, now = new Date()): Promise<SavedAnswer> {
    const homework = await reachHomework(this.db, actor, id);
    if (!hasText(body.content) && body.attachments.length === 0) throw badRequest('homework.empty_answer');
    const before = await this.answerOf(this.db, homework.id, actor.userId);
    const reworking = before?.status === 'returned';
    const late = now.getTime() > homework.dueAt.getTime();
    // A returned answer was asked back by the trainer: it may come back after the due time (still marked late).
    if (late && homework.latePolicy === 'refuse' && !reworking) throw new AppError(403, 'homework.past_due');
    const saved = await this.db.transaction(async (tx) => {
      const answer = await this.write(tx, actor, homework, body);
      const [done] = await tx
        .update(homeworkSubmissions)
        .set({ status: 'submitted', late, submittedAt: now, updatedAt: now })
        .where(eq(homeworkSubmissions.id, answer.id))
        .returning();
      if (!done) throw new Error('update homework_submissions returned nothing');
      await recordEvent(tx, {
        homeworkId: homework.id,
        submissionId: answer.id,
        kind: reworking ? 'resubmitted' : 'submitted',
        actorId: actor.userId,
        late,
      });
      return done;
    });
    return this.saved(saved);
  }

  /**
   * Writes the answer if it is still the student's to change and `version` is the current one: the version grows by
   * one. A stale version answers 409 with the current answer in `data`, so the page shows what the server has.
   */
  private async write(tx: Runner, actor: Actor, homework: HomeworkRecord, body: Answer): Promise<Submission> {
    const current = await this.answerOf(tx, homework.id, actor.userId);
    if (current && !WRITABLE.includes(current.status))
      throw conflict(current.status === 'marked' ? 'homework.not_writable' : 'homework.already_submitted');
    const content = sanitizeRichText(body.content);
    const now = new Date();
    let row: Submission | undefined;
    if (!current) {
      if (body.version !== 0) throw await this.stale(tx, homework.id, actor.userId);
      [row] = await tx
        .insert(homeworkSubmissions)
        .values({ homeworkId: homework.id, userId: actor.userId, content, version: 1, updatedAt: now })
        .onConflictDoNothing()
        .returning();
    } else {
      [row] = await tx
        .update(homeworkSubmissions)
        .set({ content, version: sql`${homeworkSubmissions.version} + 1`, updatedAt: now })
        .where(and(eq(homeworkSubmissions.id, current.id), eq(homeworkSubmissions.version, body.version)))
        .returning();
    }
    if (!row) throw await this.stale(tx, homework.id, actor.userId);
    const attachments = await this.files.attach(tx, actor, body.attachments, { submissionId: row.id });
    const [withFiles] = await tx
      .update(homeworkSubmissions)
      .set({ attachments })
      .where(eq(homeworkSubmissions.id, row.id))
      .returning();
    return withFiles ?? row;
  }

  private async stale(db: Runner, homeworkId: number, userId: number): Promise<AppError> {
    const current = await this.answerOf(db, homeworkId, userId);
    const data = current ? await this.saved(current, db) : null;
    return new AppError(409, 'homework.stale_draft', {}, data);
  }

  private async answerOf(db: Runner, homeworkId: number, userId: number): Promise<Submission | undefined> {
    const [row] = await db
      .select()
      .from(homeworkSubmissions)
      .where(and(eq(homeworkSubmissions.homeworkId, homeworkId), eq(homeworkSubmissions.userId, userId)));
    return row;
  }

  private async saved(row: Submission, db: Runner = this.db): Promise<SavedAnswer> {
    return {
      version: row.version,
      content: row.content,
      attachments: await this.files.describe(db, row.attachments),
      status: row.status,
      saved_at: row.updatedAt.toISOString(),
    };
  }
}

function writable(homework: HomeworkRecord, answer: Submission | undefined, now: Date): boolean {
  if (answer && !WRITABLE.includes(answer.status)) return false;
  if (answer?.status === 'returned') return true;
  return homework.latePolicy === 'accept' || now.getTime() <= homework.dueAt.getTime();
}

function myRow(homework: HomeworkRecord, answer: Submission | null | undefined): MyHomeworkRow {
  return {
    id: homework.id,
    class_name: homework.className,
    title: homework.title,
    due_at: homework.dueAt.toISOString(),
    full_score: homework.fullScore,
    late_policy: homework.latePolicy,
    status: answer?.status ?? null,
    late: answer?.late ?? false,
    score: answer?.status === 'marked' ? answer.score : null,
  };
}
