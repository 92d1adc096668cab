// Practice (issue 14): a student practises the question bank of the courses of their classes, by chapter, at random
// or from their wrong-answer book. Each answer is marked at once with the exam's rules (marking.ts; a short answer is
// "seen": the reference answer is shown) and answered with the key and the analysis; the server keeps per question
// the counts, the last answer and whether it sits in the wrong-answer book (last answer wrong, not cleared).
// A question whose key is sealed (sealed.ts: a test not yet closed can ask it) is not practised at all: not offered,
// not marked, not counted, not shown in the wrong-answer book, until that test has closed.
import type {
  Page,
  PageQuery,
  PracticeAnswer,
  PracticeCourse,
  PracticeFeedback,
  PracticeQuery,
  PracticeQuestion,
  PracticeResult,
  PracticeWrongRow,
  QuestionType,
} from '@etp/contracts';
import { optionLetter, translate } from '@etp/contracts';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { examPracticeAnswers, examQuestions } from '@/db/schema/exams.ts';
import { conflict, fieldError, notFound } from '@/lib/errors.ts';
import { paginate } from '@/lib/paginate.ts';
import { courseStudiedBy, studiesCourse } from '@/modules/classes/index.ts';
import { chapterInCourse, chaptersOf, chapterTitleOf, coursesWhere } from '@/modules/courses/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { blanksOf, markAnswer } from './marking.ts';
import { keysSealedUntil } from './sealed.ts';

type Question = typeof examQuestions.$inferSelect;

/** The question as the student sees it: no key, options lettered in the bank's order. */
function shown(q: Question, chapterTitle: string | null): PracticeQuestion {
  return {
    question_id: q.id,
    type: q.type,
    stem: q.stem,
    options: q.options.map((text, i) => ({ key: optionLetter(i), text })),
    blanks: blanksOf(q.type, q.answer),
    chapter_title: chapterTitle ?? '',
  };
}

/** right or wrong by the exam's rules (all blanks right for a blank question); a short answer is only seen. */
export function practiceResult(type: QuestionType, key: string[], answer: string[]): PracticeResult {
  if (type === 'short') return 'seen';
  return markAnswer(type, key, answer, 1) === 1 ? 'right' : 'wrong';
}

export class PracticeService {
  constructor(private readonly db: Db) {}

  /** The practice rows of this student joined to the questions. */
  private mine(actor: Actor) {
    return and(eq(examPracticeAnswers.questionId, examQuestions.id), eq(examPracticeAnswers.userId, actor.userId));
  }

  /** The course is the course of a class the student is enrolled in (404 otherwise). */
  private async checkCourse(actor: Actor, courseId: number): Promise<void> {
    if (!(await studiesCourse(this.db, actor.userId, courseId))) throw notFound();
  }

  /** A condition on exam_questions: the question may be practised at `now` (its key is not sealed). */
  private async practisable(courseIds: number[], now: Date) {
    return isNull(await keysSealedUntil(this.db, courseIds, now));
  }

  /** The courses of the student's classes, each with its chapters' progress and the size of the wrong-answer book. */
  async courses(actor: Actor, now: Date): Promise<PracticeCourse[]> {
    const mine = await coursesWhere(this.db, (id) => courseStudiedBy(actor.userId, id));
    if (!mine.length) return [];
    const ids = mine.map((c) => c.id);
    const free = await this.practisable(ids, now);
    const [chapters, stats, wrong] = await Promise.all([
      chaptersOf(this.db, ids),
      this.db
        .select({
          courseId: examQuestions.courseId,
          chapterId: examQuestions.chapterId,
          total: count(),
          answered: count(examPracticeAnswers.questionId),
          right: sql<number>`(count(*) filter (where ${examPracticeAnswers.lastResult} = 'right'))::int`,
        })
        .from(examQuestions)
        .leftJoin(examPracticeAnswers, this.mine(actor))
        .where(and(inArray(examQuestions.courseId, ids), free))
        .groupBy(examQuestions.courseId, examQuestions.chapterId),
      this.db
        .select({ courseId: examQuestions.courseId, n: count() })
        .from(examPracticeAnswers)
        .innerJoin(examQuestions, this.mine(actor))
        .where(and(inArray(examQuestions.courseId, ids), eq(examPracticeAnswers.wrongBook, 1), free))
        .groupBy(examQuestions.courseId),
    ]);
    const zero = { total: 0, answered: 0, right: 0 };
    const statOf = (courseId: number, chapterId: number | null) =>
      stats.find((s) => s.courseId === courseId && s.chapterId === chapterId) ?? zero;
    return mine.map((c) => {
      const list: PracticeCourse['chapters'] = chapters
        .filter((ch) => ch.courseId === c.id)
        .map((ch) => ({ chapter_id: ch.id, title: ch.title, ...pick(statOf(c.id, ch.id)) }));
      const loose = statOf(c.id, null);
      if (loose.total)
        list.push({ chapter_id: null, title: translate(actor.locale, 'exams.practice_no_chapter'), ...pick(loose) });
      const sum = (k: 'total' | 'answered' | 'right') => list.reduce((n, ch) => n + ch[k], 0);
      return {
        course_id: c.id,
        course_name: actor.locale === 'en-US' && c.nameEn ? c.nameEn : c.name,
        total: sum('total'),
        answered: sum('answered'),
        right: sum('right'),
        wrong: wrong.find((w) => w.courseId === c.id)?.n ?? 0,
        chapters: list,
      };
    });
  }

  /** A batch of questions to practise, never with their keys. */
  async questions(actor: Actor, courseId: number, query: PracticeQuery, now: Date): Promise<PracticeQuestion[]> {
    await this.checkCourse(actor, courseId);
    const free = await this.practisable([courseId], now);
    const base = this.db
      .select({ q: examQuestions, chapterTitle: chapterTitleOf(examQuestions.chapterId) })
      .from(examQuestions)
      .leftJoin(examPracticeAnswers, this.mine(actor))
      .$dynamic();
    let rows: { q: Question; chapterTitle: string | null }[];
    if (query.mode === 'chapter') {
      const chapter = { id: query.chapter_id ?? 0 };
      if (!(await chapterInCourse(this.db, chapter.id, courseId)))
        throw fieldError(400, 'exams.chapter_outside', 'chapter_id');
      // Questions never answered first, then those last answered wrong, then the rest; the bank's order within.
      rows = await base
        .where(and(eq(examQuestions.courseId, courseId), eq(examQuestions.chapterId, chapter.id), free))
        .orderBy(
          sql`case when ${examPracticeAnswers.questionId} is null then 0 when ${examPracticeAnswers.lastResult} = 'wrong' then 1 else 2 end`,
          asc(examQuestions.id),
        )
        .limit(query.count);
    } else if (query.mode === 'random') {
      rows = await base
        .where(and(eq(examQuestions.courseId, courseId), free))
        .orderBy(sql`random()`)
        .limit(query.count);
    } else {
      rows = await base
        .where(and(eq(examQuestions.courseId, courseId), eq(examPracticeAnswers.wrongBook, 1), free))
        .orderBy(desc(examPracticeAnswers.lastAt), asc(examQuestions.id))
        .limit(query.count);
    }
    return rows.map((r) => shown(r.q, r.chapterTitle));
  }

  /** Marks one answer, records it and answers the result with the key and the analysis (409 while sealed). */
  async answer(actor: Actor, courseId: number, input: PracticeAnswer, now: Date): Promise<PracticeFeedback> {
    await this.checkCourse(actor, courseId);
    const free = await this.practisable([courseId], now);
    const [found] = await this.db
      .select({ q: examQuestions, free: sql<boolean>`${free}` })
      .from(examQuestions)
      .where(and(eq(examQuestions.id, input.question_id), eq(examQuestions.courseId, courseId)));
    if (!found) throw notFound();
    if (!found.free) throw conflict('exams.practice_sealed');
    const q = found.q;
    const result = practiceResult(q.type, q.answer, input.answer);
    const right = result === 'right' ? 1 : 0;
    const wrong = result === 'wrong' ? 1 : 0;
    const book = result === 'seen' ? sql`${examPracticeAnswers.wrongBook}` : sql`${wrong}`;
    const [row] = await this.db
      .insert(examPracticeAnswers)
      .values({
        userId: actor.userId,
        questionId: q.id,
        courseId,
        answeredCount: 1,
        rightCount: right,
        wrongCount: wrong,
        lastAnswer: input.answer,
        lastResult: result,
        lastAt: now,
        wrongBook: wrong,
      })
      .onConflictDoUpdate({
        target: [examPracticeAnswers.userId, examPracticeAnswers.questionId],
        set: {
          courseId,
          answeredCount: sql`${examPracticeAnswers.answeredCount} + 1`,
          rightCount: sql`${examPracticeAnswers.rightCount} + ${right}`,
          wrongCount: sql`${examPracticeAnswers.wrongCount} + ${wrong}`,
          lastAnswer: input.answer,
          lastResult: result,
          lastAt: now,
          wrongBook: book,
        },
      })
      .returning({ wrongBook: examPracticeAnswers.wrongBook });
    return {
      question_id: q.id,
      result,
      answer: input.answer,
      key: q.answer,
      analysis: q.analysis,
      in_wrong_book: row?.wrongBook === 1,
    };
  }

  /** The wrong-answer book: newest mistake first, one page in SQL; a sealed question waits there unseen. */
  async wrongBook(actor: Actor, courseId: number, query: PageQuery, now: Date): Promise<Page<PracticeWrongRow>> {
    await this.checkCourse(actor, courseId);
    const where = and(
      eq(examPracticeAnswers.userId, actor.userId),
      eq(examPracticeAnswers.wrongBook, 1),
      eq(examQuestions.courseId, courseId),
      await this.practisable([courseId], now),
    );
    const rows = this.db
      .select({ p: examPracticeAnswers, q: examQuestions, chapterTitle: chapterTitleOf(examQuestions.chapterId) })
      .from(examPracticeAnswers)
      .innerJoin(examQuestions, eq(examQuestions.id, examPracticeAnswers.questionId))
      .where(where)
      .orderBy(desc(examPracticeAnswers.lastAt), asc(examQuestions.id))
      .$dynamic();
    const total = this.db
      .select({ n: count() })
      .from(examPracticeAnswers)
      .innerJoin(examQuestions, eq(examQuestions.id, examPracticeAnswers.questionId))
      .where(where);
    return paginate(query, rows, total, (found) =>
      found.map((r) => ({
        ...shown(r.q, r.chapterTitle),
        chapter_id: r.q.chapterId,
        last_answer: r.p.lastAnswer,
        key: r.q.answer,
        analysis: r.q.analysis,
        wrong_count: r.p.wrongCount,
        answered_count: r.p.answeredCount,
        last_at: r.p.lastAt.toISOString(),
      })),
    );
  }

  /** Takes one question (or, without one, every question of the course) out of the wrong-answer book. */
  async clear(actor: Actor, courseId: number, questionId: number | null): Promise<void> {
    await this.checkCourse(actor, courseId);
    const inCourse = this.db
      .select({ id: examQuestions.id })
      .from(examQuestions)
      .where(
        and(eq(examQuestions.courseId, courseId), questionId === null ? undefined : eq(examQuestions.id, questionId)),
      );
    const cleared = await this.db
      .update(examPracticeAnswers)
      .set({ wrongBook: 0 })
      .where(
        and(
          eq(examPracticeAnswers.userId, actor.userId),
          eq(examPracticeAnswers.wrongBook, 1),
          inArray(examPracticeAnswers.questionId, inCourse),
        ),
      )
      .returning({ id: examPracticeAnswers.questionId });
    if (questionId !== null && !cleared.length) throw notFound();
  }
}

const pick = (s: { total: number; answered: number; right: number }) => ({
  total: s.total,
  answered: s.answered,
  right: s.right,
});
