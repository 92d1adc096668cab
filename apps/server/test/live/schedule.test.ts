// Scheduling live sessions (issue 13): only the trainers of a class, within its dates, end after start, nothing
// changed once begun; teachers and staff above read; students see the sessions of their class.
import type { LiveSessionDetail, LiveSessionRow, Page } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { demoClass, OTHER_STUDENT, OTHER_TRAINER, seededSessions, sessionBody } from './fixtures.ts';

let api: Api;
let classId: number;
beforeAll(async () => {
  api = await testApp();
  classId = (await demoClass(api)).id;
});
afterAll(() => api.close());

describe('a trainer schedules live sessions', () => {
  it('creates one for a class they teach, with the push server and a stream key, audited', async () => {
    const res = await api.as('trainer').post<LiveSessionDetail>('/f/v1/live-sessions', sessionBody(classId));
    expect(res.status).toBe(201);
    const created = res.body.data;
    expect(created).toMatchObject({ class_id: classId, title: '直播测试', state: 'upcoming', can_edit: true });
    expect(created.push_server).toBe('rtmp://127.0.0.1:1935/live');
    expect(created.stream_key).toMatch(/^[\w-]{16}$/);
    expect((await auditRow(api, 'live.create', String(created.id))).action).toBe('live.create');
  });

  it("refuses a class they do not teach, and a teacher's or a student's attempt", async () => {
    const other = await api.as(OTHER_TRAINER).post('/f/v1/live-sessions', sessionBody(classId));
    expect(other.status).toBe(403);
    expect(other.body.data.fields.class_id).toBeTruthy();
    expect((await api.as('teacher').post('/f/v1/live-sessions', sessionBody(classId))).status).toBe(403);
    expect((await api.as('student').post('/f/v1/live-sessions', sessionBody(classId))).status).toBe(403);
  });

  it('refuses an end before the start, over 12 hours, or outside the class dates, naming the field', async () => {
    const backwards = { ...sessionBody(classId), ends_at: sessionBody(classId, 23).starts_at };
    const res = await api.as('trainer').post('/f/v1/live-sessions', backwards);
    expect(res.status).toBe(400);
    expect(res.body.data.fields.ends_at).toBe('结束时间必须晚于开始时间');
    const long = await api.as('trainer').post('/f/v1/live-sessions', sessionBody(classId, 24, 13));
    expect(long.status).toBe(400);
    expect(long.body.data.fields.ends_at).toBeTruthy();
    const late = await api.as('trainer').post('/f/v1/live-sessions', sessionBody(classId, 24 * 30));
    expect(late.status).toBe(400);
    expect(late.body.msg).toBe('直播时间须在班级的开班和结业日期之内');
    const empty = await api.as('trainer').post('/f/v1/live-sessions', { ...sessionBody(classId), title: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields.title).toBe('请输入直播标题');
  });

  it('refuses a finished class', async () => {
    const res = await api.as('trainer').get<Page<{ id: number; status: string }>>('/f/v1/classes', {
      query: { status: 'finished' },
    });
    const finished = res.body.data.list.find((c) => c.status === 'finished');
    expect(finished).toBeDefined();
    const refused = await api.as('trainer').post('/f/v1/live-sessions', sessionBody(finished!.id, -24 * 70));
    expect(refused.status).toBe(409);
  });

  it('changes and deletes a session before it begins, and nothing once it has begun', async () => {
    const made = await api.as('trainer').post<LiveSessionDetail>('/f/v1/live-sessions', sessionBody(classId, 30));
    const id = made.body.data.id;
    const changed = await api
      .as('trainer')
      .put<LiveSessionDetail>(`/f/v1/live-sessions/${id}`, sessionBody(classId, 31, 1, '改期'));
    expect(changed.status).toBe(200);
    expect(changed.body.data.title).toBe('改期');
    expect((await api.as(OTHER_TRAINER).delete(`/f/v1/live-sessions/${id}`)).status).toBe(404);
    expect((await api.as('trainer').delete(`/f/v1/live-sessions/${id}`)).status).toBe(200);
    expect((await api.as('trainer').get(`/f/v1/live-sessions/${id}`)).status).toBe(404);

    const { live } = await seededSessions(api);
    const late = await api.as('trainer').put(`/f/v1/live-sessions/${live.id}`, sessionBody(classId, 1));
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe('直播已开始，不能再修改或删除');
    expect((await api.as('trainer').delete(`/f/v1/live-sessions/${live.id}`)).status).toBe(409);
  });
});

describe('who reads live sessions', () => {
  it("lets the class's teacher read them without the stream key; another institution's trainer sees none", async () => {
    const { live } = await seededSessions(api);
    const teacher = await api.as('teacher').get<LiveSessionDetail>(`/f/v1/live-sessions/${live.id}`);
    expect(teacher.status).toBe(200);
    expect(teacher.body.data).toMatchObject({ stream_key: '', can_edit: false });
    const list = await api.as(OTHER_TRAINER).get<Page<LiveSessionRow>>('/f/v1/live-sessions');
    expect(list.body.data.list.some((s) => s.id === live.id)).toBe(false);
    expect((await api.as(OTHER_TRAINER).get(`/f/v1/live-sessions/${live.id}`)).status).toBe(404);
  });

  it('filters the list by state', async () => {
    const res = await api.as('trainer').get<Page<LiveSessionRow>>('/f/v1/live-sessions', { query: { state: 'live' } });
    expect(res.body.data.list.length).toBeGreaterThan(0);
    expect(res.body.data.list.every((s) => s.state === 'live')).toBe(true);
  });

  it('shows a student the sessions of their own class only', async () => {
    const { live, upcoming, ended } = await seededSessions(api);
    expect(new Set([live.class_id, upcoming.class_id, ended.class_id]).size).toBe(1);
    const other = await api.as(OTHER_STUDENT).get<LiveSessionRow[]>('/s/v1/live-sessions');
    expect(other.status).toBe(200);
    expect(other.body.data.some((s) => s.id === live.id)).toBe(false);
  });
});
