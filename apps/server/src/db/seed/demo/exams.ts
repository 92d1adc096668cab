// Demo exams: the SYB course's question bank (36 questions), a fixed paper, the demo student's class with a theory test
// open for a month, last month's mock test (closed) with the student's finished and marked attempt, and a completion
// test link for the same class. Deterministic: the only variable is "now".
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client.ts';
import {
  classes,
  enrolments,
  examAnswers,
  examAttemptEvents,
  examAttempts,
  examPapers,
  examQuestions,
  examTests,
} from '../../schema/index.ts';
import { DEMO_QUESTIONS } from './exam-questions.ts';

const DAY_MS = 86_400_000;
/** The demo completion test's link code (the page is /completionTest?code=...). */
export const DEMO_COMPLETION_CODE = 'syb-demo-completion-2026';

export async function seedExams(db: Db, userIds: Map<string, number>, courseIds: number[]): Promise<void> {
  const courseId = courseIds[0];
  const studentId = userIds.get('student');
  if (courseId === undefined || studentId === undefined) return;
  const adminId = userIds.get('admin') ?? null;
  const questions = await db
    .insert(examQuestions)
    .values(DEMO_QUESTIONS.map((q) => ({ ...q, options: q.options ?? [], courseId, createdBy: adminId })))
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
  if (!paper || !enrolment) return;
  const now = Date.now();
  const at = (days: number) => new Date(now + days * DAY_MS);
  const common = { classId: enrolment.classId, paperId: paper.id, createdBy: enrolment.teacherId, maxLeaves: 5 };
  const [, mock] = await db
    .insert(examTests)
    .values([
      { ...common, kind: 'theory' as const, opensAt: at(-1), closesAt: at(30) },
      { ...common, kind: 'theory' as const, opensAt: at(-35), closesAt: at(-28) },
      { ...common, kind: 'completion' as const, opensAt: at(-1), closesAt: at(30), code: DEMO_COMPLETION_CODE },
    ])
    .returning();
  if (!mock) return;

  // Last month's mock test: answered, submitted by the student after 41 minutes, the short answer marked.
  const started = at(-30);
  const frozen = items.map((i) => {
    const n = questions.find((q) => q.id === i.question_id)?.options.length ?? 0;
    return { ...i, order: Array.from({ length: n }, (_, k) => k) };
  });
  const [attempt] = await db
    .insert(examAttempts)
    .values({
      testId: mock.id,
      userId: studentId,
      questions: frozen,
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
  // Every third objective question wrong, the rest right; the short answer gets 7 of 10.
  const answers = picked.map((q, index) => {
    const score = items[index]?.score ?? 0;
    const wrong = index % 3 === 2;
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
    .set({ score: scored, passed: scored >= paper.passScore ? 1 : 0 })
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
}
