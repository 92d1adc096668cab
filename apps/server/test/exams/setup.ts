// Shared set-up of the exam tests: a small bank for a course (one question of each type), a paper, the demo student's
// class with a test opened by its teacher, and a client that calls the theory routes under a theoryToken.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { classes, enrolments, users } from '../../src/db/schema/index.ts';
import type { Api, Client } from '../helpers.ts';

export const QUESTIONS = {
  single: {
    type: 'single',
    stem: '<p>SYB 培训中“创办你的企业”的英文缩写是？</p>',
    options: ['GYB', 'SYB', 'IYB', 'EYB'],
    answer: ['B'],
    analysis: 'Start Your Business',
  },
  multiple: {
    type: 'multiple',
    stem: '<p>预测启动资金时应包括哪些？</p>',
    options: ['投资（固定资产）', '流动资金', '个人储蓄', '开办费'],
    answer: ['A', 'B', 'D'],
  },
  judge: { type: 'judge', stem: '<p>个体工商户须有注册资本。</p>', answer: ['F'] },
  blank: {
    type: 'blank',
    stem: '<p>利润 = 销售收入 − ____；企业法律形态如 ____。</p>',
    answer: ['成本|总成本', '个体工商户|合伙企业'],
  },
  short: { type: 'short', stem: '<p>简述评估市场的三个步骤。</p>', answer: ['了解顾客、了解竞争对手、制订营销计划'] },
} as const;
export type Kind = keyof typeof QUESTIONS;

/** The demo student's class and course, and its teacher's username. */
export async function studentClass(api: Api) {
  const [row] = await api.app.db
    .select({ classId: classes.id, courseId: classes.courseId, teacherId: classes.teacherId })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .innerJoin(classes, eq(classes.id, enrolments.classId))
    .where(and(eq(users.username, 'student')));
  if (!row?.courseId) throw new Error('the demo student has no class with a course');
  const [teacher] = await api.app.db
    .select({ username: users.username })
    .from(users)
    .where(eq(users.id, row.teacherId ?? 0));
  return { classId: row.classId, courseId: row.courseId, teacher: teacher?.username ?? 'teacher' };
}

/** One question of each type in the course; answers their ids by type. */
export async function bank(api: Api, courseId: number): Promise<Record<Kind, number>> {
  const ids = {} as Record<Kind, number>;
  for (const [kind, q] of Object.entries(QUESTIONS) as [Kind, (typeof QUESTIONS)[Kind]][]) {
    const res = await api.as('admin').post('/a/v1/exam-questions', { course_id: courseId, ...q });
    expect(res.status, res.raw.body).toBe(201);
    ids[kind] = res.body.data.id;
  }
  return ids;
}

/** A fixed paper of these questions, 10 points each. */
export async function fixedPaper(api: Api, courseId: number, ids: number[], overrides: Record<string, unknown> = {}) {
  const res = await api.as('admin').post('/a/v1/exam-papers', {
    course_id: courseId,
    name: '创业基础理论考试',
    mode: 'fixed',
    items: ids.map((question_id) => ({ question_id, score: 10 })),
    pass_score: Math.min(30, ids.length * 10),
    duration_minutes: 60,
    attempts_allowed: 2,
    ...overrides,
  });
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data.id as number;
}

/** A theory test of the paper for the class, open from an hour ago for `hours`. */
export async function openTest(
  api: Api,
  who: string,
  classId: number,
  paperId: number,
  extra: Record<string, unknown> = {},
) {
  const now = Date.now();
  const res = await api.as({ username: who, role: 'teacher' }).post('/f/v1/exam-tests', {
    class_id: classId,
    paper_id: paperId,
    kind: 'theory',
    opens_at: new Date(now - 3_600_000).toISOString(),
    closes_at: new Date(now + 3 * 3_600_000).toISOString(),
    ...extra,
  });
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data.id as number;
}

/** The theory routes under a token (Authorization: Bearer <theoryToken>). */
export function theory(api: Api, courseId: number, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const url = `/s/v1/s-theory/${courseId}`;
  return {
    state: () => api.anon.get(url, { headers }),
    // A PUT takes the whole record: both fields every time.
    save: (body: object) => api.anon.put(url, { answers: [], left: false, ...body }, { headers }),
    submit: () => api.anon.post(url, {}, { headers }),
  };
}

export const startTest = (client: Client, testId: number) => client.post(`/s/v1/theory-tests/${testId}/start`, {});

/** A student account enrolled in some class but not in `classId`. */
export async function outsider(api: Api, classId: number): Promise<string> {
  const rows = await api.app.db
    .select({ username: users.username, classId: enrolments.classId })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId));
  const inside = new Set(rows.filter((r) => r.classId === classId).map((r) => r.username));
  const found = rows.find((r) => !inside.has(r.username));
  if (!found) throw new Error('no student outside the class');
  return found.username;
}
