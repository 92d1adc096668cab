// The question bank (issue 14): questions per course and chapter, five types, difficulty, analysis, a rich-text stem
// (sanitised). Admins write the bank; teachers and trainers read it to build their tests.
import type { Locale, Page, QuestionImportReport, QuestionInput, QuestionListQuery, QuestionRow } from '@etp/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { examPapers, examQuestions } from '@/db/schema/exams.ts';
import { AppError, conflict, fieldError, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { hasText, sanitizeRichText } from '@/lib/sanitize.ts';
import { chapterInCourse, chapterTitleOf, courseExists } from '@/modules/courses/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { readQuestionSheet } from './import.ts';

/** An export of the bank stops at this many questions. */
const EXPORT_LIMIT = 50_000;

type Question = typeof examQuestions.$inferSelect;

export function questionRow(q: Question, chapterTitle: string | null): QuestionRow {
  return {
    id: q.id,
    course_id: q.courseId,
    chapter_id: q.chapterId,
    chapter_title: chapterTitle ?? '',
    type: q.type,
    difficulty: q.difficulty,
    stem: q.stem,
    options: q.options,
    answer: q.answer,
    analysis: q.analysis,
    updated_at: q.updatedAt.toISOString(),
  };
}

/** The course exists and the chapter (when given) is one of its chapters. */
export async function checkCourseChapter(db: Db | Tx, courseId: number, chapterId: number | null): Promise<void> {
  if (!(await courseExists(db, courseId))) throw fieldError(400, 'exams.course_unknown', 'course_id');
  if (chapterId === null) return;
  if (!(await chapterInCourse(db, chapterId, courseId))) throw fieldError(400, 'exams.chapter_outside', 'chapter_id');
}

export class QuestionService {
  constructor(private readonly db: Db) {}

  list(_actor: Actor, query: QuestionListQuery): Promise<Page<QuestionRow>> {
    const where = this.filters(query);
    const rows = this.db
      .select({ q: examQuestions, chapterTitle: chapterTitleOf(examQuestions.chapterId) })
      .from(examQuestions)
      .where(where)
      .orderBy(desc(examQuestions.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(examQuestions).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => questionRow(r.q, r.chapterTitle)));
  }

  /** The questions the list's filters select, for the export (newest first, at most EXPORT_LIMIT). */
  async exportRows(filters: Omit<QuestionListQuery, 'page' | 'size'>): Promise<QuestionRow[]> {
    const found = await this.db
      .select({ q: examQuestions, chapterTitle: chapterTitleOf(examQuestions.chapterId) })
      .from(examQuestions)
      .where(this.filters(filters))
      .orderBy(desc(examQuestions.id))
      .limit(EXPORT_LIMIT);
    return found.map((r) => questionRow(r.q, r.chapterTitle));
  }

  private filters(query: Omit<QuestionListQuery, 'page' | 'size'>) {
    return and(
      query.course_id ? eq(examQuestions.courseId, query.course_id) : undefined,
      query.chapter_id ? eq(examQuestions.chapterId, query.chapter_id) : undefined,
      query.type ? eq(examQuestions.type, query.type) : undefined,
      query.difficulty ? eq(examQuestions.difficulty, query.difficulty) : undefined,
      keywordCondition([examQuestions.stem], query.keyword),
    );
  }

  async get(_actor: Actor, { id }: { id: number }): Promise<QuestionRow> {
    const [found] = await this.db
      .select({ q: examQuestions, chapterTitle: chapterTitleOf(examQuestions.chapterId) })
      .from(examQuestions)
      .where(eq(examQuestions.id, id));
    if (!found) throw notFound();
    return questionRow(found.q, found.chapterTitle);
  }

  /** The stored form of a question: the stem sanitised and required to show something. */
  private async clean(input: QuestionInput) {
    await checkCourseChapter(this.db, input.course_id, input.chapter_id);
    const stem = sanitizeRichText(input.stem);
    if (!hasText(stem)) throw fieldError(400, 'exams.stem_required', 'stem');
    return {
      courseId: input.course_id,
      chapterId: input.chapter_id,
      type: input.type,
      difficulty: input.difficulty,
      stem,
      options: input.options,
      answer: input.answer,
      analysis: input.analysis,
    };
  }

  /**
   * A spreadsheet of questions: every row checked (the form's rules, the course and chapter, a stem that shows
   * something once sanitised) before any is written; then all of them in one transaction, audited once.
   */
  async importFile(actor: Actor, body: Buffer, locale: Locale): Promise<QuestionImportReport> {
    const known = new Map<string, { field: string; key: string } | null>();
    const inputs = await readQuestionSheet(body, locale, async (input) => {
      const pair = `${input.course_id}|${input.chapter_id ?? ''}`;
      if (!known.has(pair)) {
        try {
          await checkCourseChapter(this.db, input.course_id, input.chapter_id);
          known.set(pair, null);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          known.set(pair, {
            field: error.key === 'exams.chapter_outside' ? 'chapter_id' : 'course_id',
            key: error.key,
          });
        }
      }
      const wrong = known.get(pair) ?? null;
      if (wrong) return wrong;
      return hasText(sanitizeRichText(input.stem)) ? null : { field: 'stem', key: 'exams.stem_required' };
    });
    const values = inputs.map((input) => ({
      courseId: input.course_id,
      chapterId: input.chapter_id,
      type: input.type,
      difficulty: input.difficulty,
      stem: sanitizeRichText(input.stem),
      options: input.options,
      answer: input.answer,
      analysis: input.analysis,
      createdBy: actor.userId,
    }));
    const created = await this.db.transaction(async (tx) => {
      const ids: number[] = [];
      // In slices, so a large sheet stays under the driver's parameter limit.
      for (let i = 0; i < values.length; i += 200) {
        const rows = await tx
          .insert(examQuestions)
          .values(values.slice(i, i + 200))
          .returning({ id: examQuestions.id });
        ids.push(...rows.map((r) => r.id));
      }
      return ids;
    });
    actor.audit({
      action: 'exam_question.import',
      targetType: 'exam_question',
      targetId: created.length ? `${created[0]}-${created[created.length - 1]}` : '',
      after: { count: created.length, courses: [...new Set(inputs.map((i) => i.course_id))] },
    });
    return { created: created.length, refused: [] };
  }

  async create(actor: Actor, input: QuestionInput): Promise<QuestionRow> {
    const values = await this.clean(input);
    const [created] = await this.db
      .insert(examQuestions)
      .values({ ...values, createdBy: actor.userId })
      .returning();
    if (!created) throw new Error('question insert returned nothing');
    actor.audit({
      action: 'exam_question.create',
      targetType: 'exam_question',
      targetId: String(created.id),
      after: values,
    });
    return this.get(actor, { id: created.id });
  }

  async update(actor: Actor, { id }: { id: number }, input: QuestionInput): Promise<QuestionRow> {
    const before = await this.get(actor, { id });
    const values = await this.clean(input);
    await this.db
      .update(examQuestions)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(examQuestions.id, id));
    actor.audit({
      action: 'exam_question.update',
      targetType: 'exam_question',
      targetId: String(id),
      before,
      after: values,
    });
    return this.get(actor, { id });
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.get(actor, { id });
    const [used] = await this.db
      .select({ id: examPapers.id })
      .from(examPapers)
      .where(sql`${examPapers.items} @> ${JSON.stringify([{ question_id: id }])}::jsonb`)
      .limit(1);
    if (used) throw conflict('exams.question_in_use');
    await this.db.delete(examQuestions).where(eq(examQuestions.id, id));
    actor.audit({ action: 'exam_question.delete', targetType: 'exam_question', targetId: String(id), before });
  }
}
