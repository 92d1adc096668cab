// Demo exams: the SYB course's question bank (36 questions), a fixed paper (A卷, 25 of them), the demo student's class
// with a theory test of it open for a month and a completion test link of it that three classmates have sat (the demo
// student has not: try the link as 王小明 with DEMO_STUDENT_ID_CARD), last month's mock test (closed) on a mock paper of
// the 11 other questions with the student's finished and marked attempt (its review is open: no open test asks those
// questions), and the student's practice: questions filed under the course's chapters, the 11 offered (the A卷's are
// sealed while its tests are open, docs/exams.md), some answered (progress per chapter) and three in the wrong-answer
// book. Deterministic: the only variable is "now".
import { randomBytes } from 'node:crypto';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  classes,
  courseChapters,
  enrolments,
  examAnswers,
  examAttemptEvents,
  examAttempts,
  examPapers,
  examPracticeAnswers,
  examQuestions,
  examTests,
} from '../../schema/index.ts';
import { DEMO_QUESTIONS } from './exam-questions.ts';

const DAY_MS = 86_400_000;

/** The SYB chapter a demo question belongs to by its topic: 0 awareness and legal forms, 1 market, 2 money. */
function chapterOf(stem: string): number {
  if (/资金|利润|成本|盈亏|贷款|资产|销售额|收入|财务|现金/.test(stem)) return 2;
  if (/市场|顾客|营销|促销|4P|竞争|价格/.test(stem)) return 1;
  return 0;
}

type SeededQuestion = typeof examQuestions.$inferSelect;

/** A wrong answer to an objective question (another option, the other truth value, half a set, a wrong blank). */
function wrongAnswer(q: SeededQuestion): string[] {
  if (q.type === 'judge') return [q.answer[0] === 'T' ? 'F' : 'T'];
  if (q.type === 'single') return [q.answer[0] === 'A' ? 'B' : 'A'];
  if (q.type === 'multiple') return q.answer.slice(0, 1);
  return q.answer.map(() => '不清楚');
}
const rightAnswer = (q: SeededQuestion) => (q.type === 'blank' ? q.answer.map((a) => a.split('|')[0] ?? '') : q.answer);

/**
 * The student's practice of the questions practice offers: in each chapter but the last, every objective question
 * answered, every second one wrong, so progress bars differ and (with the demo bank) three mistakes sit in the book.
 */
async function seedPractice(db: Db, userId: number, courseId: number, questions: SeededQuestion[], now: Date) {
  const chapterIds = [...new Set(questions.map((q) => q.chapterId))].sort((a, b) => (a ?? 0) - (b ?? 0));
  const rows: (typeof examPracticeAnswers.$inferInsert)[] = [];
  for (const chapterId of chapterIds.slice(0, -1)) {
    const objective = questions.filter((q) => q.chapterId === chapterId && q.type !== 'short');
    for (const [i, q] of objective.entries()) {
      const wrong = i % 2 === 1;
      rows.push({
        userId,
        questionId: q.id,
        courseId,
        answeredCount: wrong ? 1 : 2,
        rightCount: wrong ? 0 : 1,
        wrongCount: 1,
        lastAnswer: wrong ? wrongAnswer(q) : rightAnswer(q),
        lastResult: wrong ? 'wrong' : 'right',
        lastAt: new Date(now.getTime() - (rows.length + 1) * 3_600_000),
        wrongBook: wrong ? 1 : 0,
      });
    }
  }
  if (rows.length) await db.insert(examPracticeAnswers).values(rows);
}
/** The demo completion test's link code (the page is /completionTest?code=...). */
export const DEMO_COMPLETION_CODE = 'syb-demo-completion-2026';

export async function seedExams(db: Db, userIds: Map<string, number>, courseIds: number[]): Promise<void> {
  const courseId = courseIds[0];
  const studentId = userIds.get('student');
  if (courseId === undefined || studentId === undefined) return;
  const adminId = userIds.get('admin') ?? null;
  const chapters = await db
    .select({ id: courseChapters.id })
    .from(courseChapters)
    .where(eq(courseChapters.courseId, courseId))
    .orderBy(asc(courseChapters.sort), asc(courseChapters.id));
  const questions = await db
    .insert(examQuestions)
    .values(
      DEMO_QUESTIONS.map((q) => ({
        ...q,
        options: q.options ?? [],
        courseId,
        chapterId: chapters[Math.min(chapterOf(q.stem), chapters.length - 1)]?.id ?? null,
        createdBy: adminId,
      })),
    )
    .returning();
  const byType = (type: string) => questions.filter((q) => q.type === type);
  const scoreOf: Record<string, number> = { single: 2, multiple: 4, judge: 2, blank: 4, short: 10 };
  const picked = [
    ...byType('single').slice(0, 10),
    ...byType('multiple').slice(0, 5),
    ...byType('judge').slice(0, 6),
    ...byType('blank').slice(0, 3),
    ...byType('short').slice(0, 1),
  ];
  const items = picked.map((q) => ({ question_id: q.id, score: scoreOf[q.type] ?? 2 }));
  const total = items.reduce((sum, i) => sum + i.score, 0);
  // The other questions: last month's mock paper, and what practice offers while the A卷's tests are open.
  const inA = new Set(picked.map((q) => q.id));
  const rest = questions.filter((q) => !inA.has(q.id));
  await seedPractice(db, studentId, courseId, rest, new Date());
  const mockScoreOf: Record<string, number> = { single: 8, multiple: 12, judge: 6, blank: 8, short: 12 };
  const mockItems = rest.map((q) => ({ question_id: q.id, score: mockScoreOf[q.type] ?? 8 }));
  const [paper] = await db
    .insert(examPapers)
    .values({
      courseId,
      name: 'SYB创业培训理论考试（A卷）',
      mode: 'fixed',
      items,
      totalScore: total,
      passScore: 60,
      durationMinutes: 60,
      attemptsAllowed: 2,
      shuffleOptions: 1,
      createdBy: adminId,
    })
    .returning();
  // A drawn paper too (rules over the same bank), so the paper screen shows both kinds.
  const rules = [
    { type: 'single' as const, difficulty: null, chapter_ids: [], count: 8, score: 3 },
    { type: 'multiple' as const, difficulty: null, chapter_ids: [], count: 4, score: 5 },
    { type: 'judge' as const, difficulty: null, chapter_ids: [], count: 6, score: 3 },
    { type: 'blank' as const, difficulty: null, chapter_ids: [], count: 2, score: 8 },
  ];
  await db.insert(examPapers).values({
    courseId,
    name: 'SYB创业培训理论考试（随机卷）',
    mode: 'drawn',
    rules,
    totalScore: rules.reduce((sum, r) => sum + r.count * r.score, 0),
    passScore: 60,
    durationMinutes: 60,
    attemptsAllowed: 1,
    shuffleQuestions: 1,
    shuffleOptions: 1,
    createdBy: adminId,
  });
  const [enrolment] = await db
    .select({ classId: enrolments.classId, teacherId: classes.teacherId })
    .from(enrolments)
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(and(eq(enrolments.userId, studentId), eq(classes.courseId, courseId)));
  const [mockPaper] = await db
    .insert(examPapers)
    .values({
      courseId,
      name: 'SYB创业培训模拟考试',
      mode: 'fixed',
      items: mockItems,
      totalScore: mockItems.reduce((sum, i) => sum + i.score, 0),
      passScore: 60,
      durationMinutes: 60,
      attemptsAllowed: 1,
      createdBy: adminId,
    })
    .returning();
  if (!paper || !mockPaper || !enrolment) return;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  const common = { classId: enrolment.classId, paperId: paper.id, createdBy: enrolment.teacherId, maxLeaves: 5 };
  const [, mock, completion] = await db
    .insert(examTests)
    .values([
      { ...common, kind: 'theory' as const, opensAt: at(-1), closesAt: at(30) },
      { ...common, paperId: mockPaper.id, kind: 'theory' as const, opensAt: at(-35), closesAt: at(-28) },
      { ...common, kind: 'completion' as const, opensAt: at(-1), closesAt: at(30), code: DEMO_COMPLETION_CODE },
    ])
    .returning();
  if (!mock) return;

  // Last month's mock test: answered, submitted by the student after 41 minutes, the short answer marked.
  const started = at(-30);
  const frozenOf = (of: { question_id: number; score: number }[]) =>
    of.map((i) => {
      const n = questions.find((q) => q.id === i.question_id)?.options.length ?? 0;
      return { ...i, order: Array.from({ length: n }, (_, k) => k) };
    });
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      testId: mock.id,
      userId: studentId,
      questions: frozenOf(mockItems),
      startedAt: started,
      deadline: new Date(started.getTime() + 60 * 60_000),
      submittedAt: new Date(started.getTime() + 41 * 60_000),
      submittedBy: 'student',
      leaveCount: 1,
      status: 'marked',
      tokenHash: randomBytes(16).toString('base64url'),
    })
    .returning();
  if (!attempt) return;
  const trainerId = userIds.get('trainer') ?? null;
  // Every third objective question wrong, the rest right; the short answer gets 7 points.
  const answers = answersOf(rest, mockItems, 3);
  const scored = answers.reduce((sum, a) => sum + a.earned, 0);
  await db.insert(examAnswers).values(
    answers.map((a, i) => ({
      attemptId: attempt.id,
      questionId: a.q.id,
      answer: a.answer,
      version: 1,
      savedAt: new Date(started.getTime() + (i + 1) * 90_000),
      score: a.earned,
      ...(a.q.type === 'short' ? { markedBy: trainerId, markedAt: at(-29) } : {}),
    })),
  );
  await db
    .update(examAttempts)
    .set({ score: scored, passed: scored >= mockPaper.passScore ? 1 : 0 })
    .where(eq(examAttempts.id, attempt.id));
  await db.insert(examAttemptEvents).values([
    { attemptId: attempt.id, kind: 'started', actorId: studentId, at: started },
    { attemptId: attempt.id, kind: 'left', actorId: studentId, at: new Date(started.getTime() + 20 * 60_000) },
    {
      attemptId: attempt.id,
      kind: 'submitted:student',
      actorId: studentId,
      at: new Date(started.getTime() + 41 * 60_000),
    },
    { attemptId: attempt.id, kind: 'marked', actorId: trainerId, at: at(-29) },
  ]);

  // The completion test: three classmates of the demo student sat it this morning (the demo student has not, so the
  // link can be tried with their name and ID number, docs/exams.md).
  if (!completion) return;
  const classmates = await db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(and(eq(enrolments.classId, enrolment.classId), ne(enrolments.userId, studentId)))
    .orderBy(enrolments.userId)
    .limit(3);
  for (const [n, mate] of classmates.entries()) {
    const begun = new Date(now - (5 - n) * 3600_000);
    const theirs = answersOf(picked, items, [2, 5, 12][n] ?? 3);
    const total = theirs.reduce((sum, a) => sum + a.earned, 0);
    const [sat] = await db
      .insert(examAttempts)
      .values({
        testId: completion.id,
        userId: mate.userId,
        questions: frozenOf(items),
        startedAt: begun,
        deadline: new Date(begun.getTime() + 60 * 60_000),
        submittedAt: new Date(begun.getTime() + (35 + n * 8) * 60_000),
        submittedBy: 'student',
        leaveCount: n,
        status: 'marked',
        score: total,
        passed: total >= paper.passScore ? 1 : 0,
        tokenHash: randomBytes(16).toString('base64url'),
      })
      .returning();
    if (!sat) continue;
    await db.insert(examAnswers).values(
      theirs.map((a, i) => ({
        attemptId: sat.id,
        questionId: a.q.id,
        answer: a.answer,
        version: 1,
        savedAt: new Date(begun.getTime() + (i + 1) * 80_000),
        score: a.earned,
        ...(a.q.type === 'short' ? { markedBy: enrolment.teacherId, markedAt: new Date(now - 3600_000) } : {}),
      })),
    );
  }
}

type Picked = { id: number; type: string; answer: string[] };

/** Answers to the paper: every `every`-th objective question wrong, the rest right; the short answer 7 points. */
function answersOf<Q extends Picked>(picked: Q[], items: { score: number }[], every: number) {
  return picked.map((q, index) => {
    const score = items[index]?.score ?? 0;
    const wrong = index % every === every - 1;
    if (q.type === 'short') return { q, answer: ['了解顾客、分析竞争对手，再制订营销计划。'], earned: 7 };
    if (q.type === 'judge')
      return {
        q,
        answer: [wrong ? (q.answer[0] === 'T' ? 'F' : 'T') : (q.answer[0] ?? 'T')],
        earned: wrong ? 0 : score,
      };
    if (q.type === 'blank')
      return {
        q,
        answer: q.answer.map((a) => (wrong ? '不知道' : (a.split('|')[0] ?? ''))),
        earned: wrong ? 0 : score,
      };
    if (q.type === 'single')
      return {
        q,
        answer: [wrong ? (q.answer[0] === 'A' ? 'B' : 'A') : (q.answer[0] ?? 'A')],
        earned: wrong ? 0 : score,
      };
    return { q, answer: wrong ? q.answer.slice(0, 1) : q.answer, earned: wrong ? 0 : score };
  });
}
