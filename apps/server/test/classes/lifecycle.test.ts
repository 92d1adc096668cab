// A class's lifecycle: the teacher creates and submits, the area administrator approves or rejects with a reason,
// the job starts and finishes it; who may do what, scope across institutions and areas, the audited timeline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, classTransitions, users } from '../../src/db/schema/index.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { classForm } from './people.ts';

let api: Api;
let courseId = 0;
let trainerId = 0;
beforeAll(async () => {
  api = await testApp();
  const courses = (await api.as('teacher').get('/f/v1/courses')).body.data as { id: number }[];
  courseId = courses[0]!.id;
  const trainers = (await api.as('teacher').get('/f/v1/trainers')).body.data as { id: number; name: string }[];
  trainerId = trainers[0]!.id;
});
afterAll(() => api.close());

const QD_TEACHER = { username: 'qd_teacher', role: 'teacher' } as const;
const QD_TRAINER = { username: 'qd_trainer', role: 'trainer' } as const;

const createClass = async (overrides: Record<string, unknown> = {}) => {
  const res = await api
    .as('teacher')
    .post('/f/v1/classes', classForm(courseId, { trainer_ids: [trainerId], ...overrides }));
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data as {
    id: number;
    status: string;
    region_code: string;
    sessions: unknown[];
    trainers: { id: number }[];
  };
};

describe('creating and submitting a class', () => {
  it('creates a draft in the teacher’s institution and area with its trainers and schedule', async () => {
    const created = await createClass();
    expect(created.status).toBe('draft');
    expect(created.region_code).toBe('370102');
    expect(created.sessions).toHaveLength(2);
    expect(created.trainers.map((x) => x.id)).toEqual([trainerId]);
  });

  it('refuses a trainer of another institution and an end before the start', async () => {
    const other = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'qd_trainer'));
    const res = await api.as('teacher').post('/f/v1/classes', classForm(courseId, { trainer_ids: [other[0]!.id] }));
    expect(res.status).toBe(400);
    expect(res.body.data.fields.trainer_ids).toBeTruthy();
    const dates = await api.as('teacher').post('/f/v1/classes', classForm(courseId, { end_date: '2020-01-01' }));
    expect(dates.status).toBe(400);
    expect(dates.body.data.fields.end_date).toBe('结束时间不能早于开始时间');
  });

  it('lets only teachers create classes', async () => {
    for (const who of ['trainer', 'area', 'student'] as const) {
      const res = await api.as(who).post('/f/v1/classes', classForm(courseId));
      expect(res.status, who).toBe(403);
    }
  });

  it('hides a class of institution A from the teacher and trainer of institution B (404) and from other areas', async () => {
    const created = await createClass();
    expect((await api.as(QD_TEACHER).get(`/f/v1/classes/${created.id}`)).status).toBe(404);
    expect((await api.as(QD_TRAINER).get(`/f/v1/classes/${created.id}`)).status).toBe(404);
    expect((await api.as(QD_TEACHER).put(`/f/v1/classes/${created.id}`, classForm(courseId))).status).toBe(404);
    expect((await api.as(QD_TEACHER).post(`/f/v1/classes/${created.id}/submit`)).status).toBe(404);
    expect((await api.as('area').get(`/f/v1/classes/${created.id}`)).status).toBe(200);
    const list = (await api.as(QD_TEACHER).get('/f/v1/classes?size=100')).body.data.list as { id: number }[];
    expect(list.some((c) => c.id === created.id)).toBe(false);
  });

  it('shows a trainer only the classes they teach', async () => {
    const taught = await createClass();
    const notTaught = await createClass({ trainer_ids: [] });
    const list = (await api.as('trainer').get('/f/v1/classes?size=100')).body.data.list as { id: number }[];
    expect(list.some((c) => c.id === taught.id)).toBe(true);
    expect(list.some((c) => c.id === notTaught.id)).toBe(false);
    expect((await api.as('trainer').get(`/f/v1/classes/${notTaught.id}`)).status).toBe(404);
  });
});

describe('review by the area administrator', () => {
  it('walks draft -> pending -> rejected (reason) -> pending -> approved, each step on the timeline', async () => {
    const created = await createClass();
    const submitted = await api.as('teacher').post(`/f/v1/classes/${created.id}/submit`);
    expect(submitted.body.data.status).toBe('pending');

    // Edits are closed while the class waits for review.
    expect((await api.as('teacher').put(`/f/v1/classes/${created.id}`, classForm(courseId))).status).toBe(409);
    expect((await api.as('area').post(`/a/v1/classes/${created.id}/reject`, { reason: '' })).status).toBe(400);
    const rejected = await api.as('area').post(`/a/v1/classes/${created.id}/reject`, {
      reason: '开班场地照片缺失，请补充',
    });
    expect(rejected.status, rejected.raw.body).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reject_reason: '开班场地照片缺失，请补充' });

    const fixed = await api.as('teacher').put(`/f/v1/classes/${created.id}`, classForm(courseId, { place: '新教室' }));
    expect(fixed.status, fixed.raw.body).toBe(200);
    await api.as('teacher').post(`/f/v1/classes/${created.id}/submit`);
    const approved = await api.as('area').post(`/a/v1/classes/${created.id}/approve`);
    expect(approved.body).toMatchObject({ code: 200, msg: '已审核通过', data: { status: 'approved' } });
    expect((await api.as('area').post(`/a/v1/classes/${created.id}/approve`)).status).toBe(409);

    const timeline = (await api.as('teacher').get(`/f/v1/classes/${created.id}/timeline`)).body.data as {
      from: string | null;
      to: string;
      actor_name: string;
      reason: string;
    }[];
    expect(timeline.map((s) => s.to)).toEqual(['draft', 'pending', 'rejected', 'pending', 'approved']);
    expect(timeline[2]).toMatchObject({ from: 'pending', actor_name: '刘静怡', reason: '开班场地照片缺失，请补充' });
    const row = await auditRow(api, 'class.approve', String(created.id));
    expect(row.targetId).toBe(String(created.id));
  });

  it('lets teachers neither approve nor reject, and keeps other areas out (404)', async () => {
    const created = await createClass();
    await api.as('teacher').post(`/f/v1/classes/${created.id}/submit`);
    expect((await api.as('teacher').post(`/a/v1/classes/${created.id}/approve`)).status).toBe(403);
    const qingdao = await api.app.db.select().from(classes).where(eq(classes.regionCode, '370202')).limit(1);
    expect((await api.as('area').post(`/a/v1/classes/${qingdao[0]!.id}/approve`)).status).toBe(404);
    // The city above the area may approve it.
    expect((await api.as('city').post(`/a/v1/classes/${created.id}/approve`)).body.data.status).toBe('approved');
  });

  it('lists the review queue of the region with pending classes', async () => {
    const created = await createClass();
    await api.as('teacher').post(`/f/v1/classes/${created.id}/submit`);
    const queue = (await api.as('area').get('/a/v1/classes?status=pending&size=100')).body.data.list as {
      id: number;
      region_code: string;
    }[];
    expect(queue.some((c) => c.id === created.id)).toBe(true);
    expect(queue.every((c) => c.region_code.startsWith('370102'))).toBe(true);
  });
});

describe('the lifecycle job', () => {
  it('starts approved classes on their start date and finishes them after the end date, once', async () => {
    const created = await createClass();
    await api.as('teacher').post(`/f/v1/classes/${created.id}/submit`);
    await api.as('area').post(`/a/v1/classes/${created.id}/approve`);
    const startDate = (await api.app.db.select().from(classes).where(eq(classes.id, created.id)))[0]!.startDate!;
    const dayBefore = new Date(`${startDate}T00:00:00+08:00`).getTime() - 3_600_000;
    await api.app.classes.runLifecycle(new Date(dayBefore));
    expect((await api.app.db.select().from(classes).where(eq(classes.id, created.id)))[0]!.status).toBe('approved');

    const onStart = new Date(`${startDate}T00:30:00+08:00`);
    await Promise.all([api.app.classes.runLifecycle(onStart), api.app.classes.runLifecycle(onStart)]);
    expect((await api.app.db.select().from(classes).where(eq(classes.id, created.id)))[0]!.status).toBe('running');

    const later = new Date(onStart.getTime() + 30 * 86_400_000);
    await api.app.classes.runLifecycle(later);
    await api.app.classes.runLifecycle(later);
    const moves = await api.app.db.select().from(classTransitions).where(eq(classTransitions.classId, created.id));
    expect(moves.map((m) => m.toStatus)).toEqual(['draft', 'pending', 'approved', 'running', 'finished']);
    expect(moves.at(-1)?.actorId).toBeNull();
  });

  it('puts approved, running and finished classes on the public board', async () => {
    const created = await createClass({ name: '公示测试班' });
    const onBoard = async () => {
      const res = await api.anon.get('/p/v1/board?size=50&keyword=公示测试班');
      return (res.body.data.list as { id: number }[]).some((c) => c.id === created.id);
    };
    expect(await onBoard()).toBe(false);
    await api.as('teacher').post(`/f/v1/classes/${created.id}/submit`);
    expect(await onBoard()).toBe(false);
    await api.as('area').post(`/a/v1/classes/${created.id}/approve`);
    expect(await onBoard()).toBe(true);
  });
});

describe('exports', () => {
  it('queues the class and student lists in the download centre, inside the caller’s scope', async () => {
    const classesRes = await api.as('teacher').post('/f/v1/classes/export', { status: 'running' });
    expect(classesRes.status, classesRes.raw.body).toBe(201);
    const students = await api.as('area').post('/f/v1/students/export', {});
    expect(students.status, students.raw.body).toBe(201);
    expect((await api.as('trainer').post('/f/v1/students/export', {})).status).toBe(403);
  });
});
