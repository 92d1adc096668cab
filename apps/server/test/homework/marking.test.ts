// The trainer's side: setting homework only for classes they train, bad input, teachers reading, marking within
// 0..full score, returning for rework, the to-do count, the audit entries and the recorded transitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { demoClassId, handIn, homeworkForm, QD_TEACHER, QD_TRAINER, setHomework } from './fixtures.ts';

let api: Api;
let classId = 0;
beforeAll(async () => {
  api = await testApp();
  classId = await demoClassId(api);
});
afterAll(() => api.close());

describe('setting homework', () => {
  it('sets homework for a class the trainer trains, sanitised, with the transition recorded and audited', async () => {
    const res = await api
      .as('trainer')
      .post(
        '/f/v1/homeworks',
        homeworkForm(classId, { content: '<p onclick="x()">作业<script>alert(1)</script></p>' }),
      );
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.data.content).toBe('<p>作业</p>');
    expect(res.body.data.students).toBeGreaterThan(0);
    const audit = await auditRow(api, 'homework.create', String(res.body.data.id));
    expect(audit.action).toBe('homework.create');
  });

  it('refuses a class the trainer does not train', async () => {
    const res = await api.as(QD_TRAINER).post('/f/v1/homeworks', homeworkForm(classId));
    expect(res.status).toBe(403);
    expect(res.body.data.fields.class_id).toBeTruthy();
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const before = (await api.as('trainer').get('/f/v1/homeworks', { query: { size: '1' } })).body.data.total;
    const res = await api
      .as('trainer')
      .post(
        '/f/v1/homeworks',
        homeworkForm(classId, { title: '', full_score: 0, late_policy: 'maybe', due_at: '3000-01-01T00:00:00Z' }),
      );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields).sort()).toEqual(['due_at', 'full_score', 'late_policy', 'title']);
    const after = (await api.as('trainer').get('/f/v1/homeworks', { query: { size: '1' } })).body.data.total;
    expect(after).toBe(before);
  });

  it('lets the class’s teacher read but not set or mark homework; another institution’s teacher sees nothing', async () => {
    const id = await setHomework(api, classId);
    expect((await api.as('teacher').get(`/f/v1/homeworks/${id}`)).status).toBe(200);
    expect((await api.as('teacher').post('/f/v1/homeworks', homeworkForm(classId))).status).toBe(403);
    expect((await api.as(QD_TEACHER).get(`/f/v1/homeworks/${id}`)).status).toBe(404);
    expect((await api.as(QD_TRAINER).get(`/f/v1/homeworks/${id}`)).status).toBe(404);
  });

  it('deletes homework nobody handed in, but not one with answers', async () => {
    const empty = await setHomework(api, classId);
    expect((await api.as('trainer').delete(`/f/v1/homeworks/${empty}`)).status).toBe(200);
    const answered = await setHomework(api, classId);
    await handIn(api, answered);
    const res = await api.as('trainer').delete(`/f/v1/homeworks/${answered}`);
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('已有学员作答的作业不能删除');
  });
});

describe('marking and returning', () => {
  it('marks within 0..full score, and the student sees the mark and comment', async () => {
    const id = await setHomework(api, classId, { full_score: 50 });
    const answer = await handIn(api, id);
    const over = await api.as('trainer').post(`/f/v1/homework-submissions/${answer}/mark`, { score: 51 });
    expect(over.status).toBe(400);
    expect(over.body.msg).toBe('分数不能超过满分（50 分）');
    const negative = await api.as('trainer').post(`/f/v1/homework-submissions/${answer}/mark`, { score: -1 });
    expect(negative.status).toBe(400);
    const fraction = await api.as('trainer').post(`/f/v1/homework-submissions/${answer}/mark`, { score: 10.5 });
    expect(fraction.status).toBe(400);
    const ok = await api
      .as('trainer')
      .post(`/f/v1/homework-submissions/${answer}/mark`, { score: 50, comment: '很好' });
    expect(ok.status, ok.raw.body).toBe(200);
    expect(ok.body.data.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'marked']);
    await auditRow(api, 'homework.mark', String(answer));
    const mine = (await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data;
    expect(mine).toMatchObject({ status: 'marked', score: 50, writable: false });
    expect(mine.answer.comment).toBe('很好');
  });

  it('does not let a trainer of another class or the teacher mark', async () => {
    const id = await setHomework(api, classId);
    const answer = await handIn(api, id);
    expect((await api.as(QD_TRAINER).post(`/f/v1/homework-submissions/${answer}/mark`, { score: 1 })).status).toBe(404);
    expect((await api.as('teacher').post(`/f/v1/homework-submissions/${answer}/mark`, { score: 1 })).status).toBe(403);
    const still = (await api.as('trainer').get(`/f/v1/homework-submissions/${answer}`)).body.data;
    expect(still.status).toBe('submitted');
  });

  it('returns for rework with a reason; the student reworks and resubmits; the history records it all', async () => {
    const id = await setHomework(api, classId);
    const answer = await handIn(api, id);
    const noReason = await api.as('trainer').post(`/f/v1/homework-submissions/${answer}/return`, { reason: ' ' });
    expect(noReason.status).toBe(400);
    const back = await api.as('trainer').post(`/f/v1/homework-submissions/${answer}/return`, { reason: '请补充数据' });
    expect(back.status, back.raw.body).toBe(200);
    await auditRow(api, 'homework.return', String(answer));
    // Marking a returned answer waits for the rework.
    expect((await api.as('trainer').post(`/f/v1/homework-submissions/${answer}/mark`, { score: 1 })).status).toBe(409);
    const mine = (await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data;
    expect(mine).toMatchObject({ status: 'returned', writable: true });
    expect(mine.answer.return_reason).toBe('请补充数据');
    const again = await api
      .as('student')
      .post(`/s/v1/homeworks/${id}/submit`, { content: '<p>补充后的答案</p>', version: mine.answer.version });
    expect(again.status, again.raw.body).toBe(200);
    const detail = (await api.as('trainer').get(`/f/v1/homework-submissions/${answer}`)).body.data;
    expect(detail.status).toBe('submitted');
    expect(detail.content).toBe('<p>补充后的答案</p>');
    expect(detail.events.map((e: { kind: string }) => e.kind)).toEqual(['submitted', 'returned', 'resubmitted']);
  });
});

describe('the to-do count', () => {
  it('counts answers waiting for a mark for the trainer and the teacher, not for another trainer', async () => {
    const count = async (who: Parameters<Api['as']>[0]) =>
      (await api.as(who).get('/f/v1/todo-tasks/counts')).body.data.homework_to_mark as number;
    const before = { trainer: await count('trainer'), teacher: await count('teacher'), other: await count(QD_TRAINER) };
    expect(before.trainer).toBeGreaterThan(0);
    const id = await setHomework(api, classId);
    const answer = await handIn(api, id);
    expect(await count('trainer')).toBe(before.trainer + 1);
    expect(await count('teacher')).toBe(before.teacher + 1);
    expect(await count(QD_TRAINER)).toBe(before.other);
    await api.as('trainer').post(`/f/v1/homework-submissions/${answer}/mark`, { score: 60 });
    expect(await count('trainer')).toBe(before.trainer);
  });
});
