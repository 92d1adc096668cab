// Papers (issue 14): fixed questions with their scores, or rules (so many of a type and difficulty from chapters)
// drawn once per attempt. The server computes the total; the pass score may not exceed it.
import type { Page, PaperInput, PaperListQuery, PaperRow } from '@etp/contracts';
import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { examPapers, examQuestions, examTests, type FrozenQuestion, type PaperRule } from '@/db/schema/exams.ts';
import { AppError, conflict, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { courseNameOf } from '@/modules/courses/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { checkCourseChapter } from './questions.service.ts';

type Paper = typeof examPapers.$inferSelect;

export function paperRow(p: Paper, courseName: string | null): PaperRow {
  return {
    id: p.id,
    course_id: p.courseId,
    course_name: courseName ?? '',
    name: p.name,
    mode: p.mode,
    items: p.items,
    rules: p.rules,
    question_count: p.mode === 'fixed' ? p.items.length : p.rules.reduce((n, r) => n + r.count, 0),
    total_score: p.totalScore,
    pass_score: p.passScore,
    duration_minutes: p.durationMinutes,
    attempts_allowed: p.attemptsAllowed,
    shuffle_questions: p.shuffleQuestions,
    shuffle_options: p.shuffleOptions,
  };
}

/** The questions of the course a rule of a drawn paper can draw. */
export function ruleCondition(courseId: number, rule: PaperRule): SQL | undefined {
  return and(
    eq(examQuestions.courseId, courseId),
    eq(examQuestions.type, rule.type),
    rule.difficulty !== null ? eq(examQuestions.difficulty, rule.difficulty) : undefined,
    rule.chapter_ids.length ? inArray(examQuestions.chapterId, rule.chapter_ids) : undefined,
  );
}

/** A random permutation of 0..n-1 (`random` returns [0, 1)). */
export function shuffled(n: number, random: () => number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/**
 * The questions of one attempt, frozen: the fixed items, or each rule's count drawn at random (a question drawn by
 * one rule is not drawn again by another); questions and options shuffled when the paper says so.
 */
export async function drawQuestions(db: Db | Tx, paper: Paper, random = Math.random): Promise<FrozenQuestion[]> {
  let picked: { question_id: number; score: number }[] = paper.items;
  if (paper.mode === 'drawn') {
    picked = [];
    for (const rule of paper.rules) {
      const taken = picked.map((p) => p.question_id);
      const pool = await db
        .select({ id: examQuestions.id })
        .from(examQuestions)
        .where(and(ruleCondition(paper.courseId, rule), taken.length ? notInArray(examQuestions.id, taken) : undefined))
        .orderBy(examQuestions.id);
      if (pool.length < rule.count)
        throw new AppError(409, 'exams.not_enough_questions', { need: rule.count, have: pool.length });
      const order = shuffled(pool.length, random).slice(0, rule.count);
      for (const i of order) picked.push({ question_id: pool[i]?.id as number, score: rule.score });
    }
  }
  const ids = picked.map((p) => p.question_id);
  const options = new Map(
    (
      await db
        .select({ id: examQuestions.id, options: examQuestions.options })
        .from(examQuestions)
        .where(ids.length ? inArray(examQuestions.id, ids) : undefined)
    ).map((q) => [q.id, q.options.length]),
  );
  const frozen = picked
    .filter((p) => options.has(p.question_id))
    .map((p) => {
      const n = options.get(p.question_id) ?? 0;
      const order = paper.shuffleOptions ? shuffled(n, random) : Array.from({ length: n }, (_, i) => i);
      return { question_id: p.question_id, score: p.score, order };
    });
  if (!paper.shuffleQuestions) return frozen;
  return shuffled(frozen.length, random).map((i) => frozen[i] as FrozenQuestion);
}

export class PaperService {
  constructor(private readonly db: Db) {}

  list(_actor: Actor, query: PaperListQuery): Promise<Page<PaperRow>> {
    const where = and(
      query.course_id ? eq(examPapers.courseId, query.course_id) : undefined,
      keywordCondition([examPapers.name], query.keyword),
    );
    const rows = this.db
      .select({ p: examPapers, courseName: courseNameOf(examPapers.courseId) })
      .from(examPapers)
      .where(where)
      .orderBy(desc(examPapers.id))
      .$dynamic();
    const total = this.db.select({ n: count() }).from(examPapers).where(where);
    return paginate(query, rows, total, (found) => found.map((r) => paperRow(r.p, r.courseName)));
  }

  async get(_actor: Actor, { id }: { id: number }): Promise<PaperRow> {
    const [found] = await this.db
      .select({ p: examPapers, courseName: courseNameOf(examPapers.courseId) })
      .from(examPapers)
      .where(eq(examPapers.id, id));
    if (!found) throw notFound();
    return paperRow(found.p, found.courseName);
  }

  /** Checks the questions or rules against the bank and computes the total. */
  private async clean(input: PaperInput) {
    await checkCourseChapter(this.db, input.course_id, null);
    let total = 0;
    if (input.mode === 'fixed') {
      const ids = input.items.map((i) => i.question_id);
      const found = await this.db
        .select({ id: examQuestions.id })
        .from(examQuestions)
        .where(and(eq(examQuestions.courseId, input.course_id), inArray(examQuestions.id, ids)));
      const known = new Set(found.map((q) => q.id));
      const outside = ids.filter((id) => !known.has(id));
      if (outside.length)
        throw new AppError(
          400,
          'exams.question_outside',
          { ids: outside.join(', ') },
          { fields: { items: 'exams.question_outside' } },
        );
      total = input.items.reduce((sum, i) => sum + i.score, 0);
    } else {
      for (const rule of input.rules) {
        const [have] = await this.db
          .select({ n: count() })
          .from(examQuestions)
          .where(ruleCondition(input.course_id, rule));
        if ((have?.n ?? 0) < rule.count)
          throw new AppError(
            400,
            'exams.not_enough_questions',
            { need: rule.count, have: have?.n ?? 0 },
            { fields: { rules: 'exams.not_enough_questions' } },
          );
        total += rule.count * rule.score;
      }
    }
    if (input.pass_score > total)
      throw new AppError(
        400,
        'exams.pass_above_total',
        { total },
        { fields: { pass_score: 'exams.pass_above_total' } },
      );
    return {
      courseId: input.course_id,
      name: input.name,
      mode: input.mode,
      items: input.mode === 'fixed' ? input.items : [],
      rules: input.mode === 'drawn' ? input.rules : [],
      totalScore: total,
      passScore: input.pass_score,
      durationMinutes: input.duration_minutes,
      attemptsAllowed: input.attempts_allowed,
      shuffleQuestions: input.shuffle_questions,
      shuffleOptions: input.shuffle_options,
    };
  }

  async create(actor: Actor, input: PaperInput): Promise<PaperRow> {
    const values = await this.clean(input);
    const [created] = await this.db
      .insert(examPapers)
      .values({ ...values, createdBy: actor.userId })
      .returning();
    if (!created) throw new Error('paper insert returned nothing');
    actor.audit({ action: 'exam_paper.create', targetType: 'exam_paper', targetId: String(created.id), after: values });
    return this.get(actor, { id: created.id });
  }

  async update(actor: Actor, { id }: { id: number }, input: PaperInput): Promise<PaperRow> {
    const before = await this.get(actor, { id });
    const values = await this.clean(input);
    await this.db
      .update(examPapers)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(examPapers.id, id));
    actor.audit({ action: 'exam_paper.update', targetType: 'exam_paper', targetId: String(id), before, after: values });
    return this.get(actor, { id });
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.get(actor, { id });
    const [used] = await this.db.select({ id: examTests.id }).from(examTests).where(eq(examTests.paperId, id)).limit(1);
    if (used) throw conflict('exams.paper_in_use');
    await this.db.delete(examPapers).where(eq(examPapers.id, id));
    actor.audit({ action: 'exam_paper.delete', targetType: 'exam_paper', targetId: String(id), before });
  }
}
