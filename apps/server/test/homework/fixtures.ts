// What the homework tests share: the demo class of the demo student and trainer, a homework form, and helpers to set
// homework and hand in answers through the API.
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { enrolments, users } from '../../src/db/schema/index.ts';
import type { Api } from '../helpers.ts';

export const OTHER_STUDENT = { username: 'student02', role: 'student' } as const;
export const CLASSMATE = { username: 'student01', role: 'student' } as const;
export const QD_TRAINER = { username: 'qd_trainer', role: 'trainer' } as const;
export const QD_TEACHER = { username: 'qd_teacher', role: 'teacher' } as const;

/** The class the demo student is in (trained by the demo trainer). */
export async function demoClassId(api: Api): Promise<number> {
  const [row] = await api.app.db
    .select({ classId: enrolments.classId })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(users.username, 'student')));
  if (!row) throw new Error('the demo student is in no class');
  return row.classId;
}

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

export const homeworkForm = (classId: number, overrides: Record<string, unknown> = {}) => ({
  class_id: classId,
  title: '商业计划书第一稿',
  content: '<p>写出你的<strong>项目概况</strong>。</p>',
  attachments: [],
  due_at: inDays(3),
  full_score: 100,
  late_policy: 'accept',
  ...overrides,
});

/** Sets a homework as the demo trainer and answers its id. */
export async function setHomework(api: Api, classId: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await api.as('trainer').post('/f/v1/homeworks', homeworkForm(classId, overrides));
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data.id as number;
}

/** Hands in an answer as the demo student and answers the submission's id (as the trainer sees it). */
export async function handIn(api: Api, homeworkId: number, content = '<p>我的答案</p>'): Promise<number> {
  const res = await api.as('student').post(`/s/v1/homeworks/${homeworkId}/submit`, { content, version: 0 });
  expect(res.status, res.raw.body).toBe(200);
  const list = await api.as('trainer').get(`/f/v1/homeworks/${homeworkId}/submissions`);
  const mine = (list.body.data.list as { id: number; student_name: string }[])[0];
  if (!mine) throw new Error('the answer is not in the trainer’s list');
  return mine.id;
}
