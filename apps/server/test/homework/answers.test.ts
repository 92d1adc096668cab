// The student's side: drafts with versions (the last write wins, a stale device gets 409 with the current text),
// the due time and the late policy, students of other classes, and the access to attachments.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkEvents } from '../../src/db/schema/index.ts';
import { type Api, multipartFile, testApp } from '../helpers.ts';
import { CLASSMATE, demoClassId, inDays, OTHER_STUDENT, QD_TEACHER, QD_TRAINER, setHomework } from './fixtures.ts';

let api: Api;
let classId = 0;
beforeAll(async () => {
  api = await testApp();
  classId = await demoClassId(api);
});
afterAll(() => api.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const upload = async (who: Parameters<Api['as']>[0], name = 'answer.pdf') => {
  const file = multipartFile(PDF, { filename: name, contentType: 'application/pdf' });
  const res = await api.as(who).post('/f/v1/homework-files', file.payload, { headers: file.headers });
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data as { id: number; url: string; name: string };
};

describe('drafts', () => {
  it('saves drafts with growing versions; a reload shows the latest; each save is recorded', async () => {
    const id = await setHomework(api, classId);
    const first = await api.as('student').post(`/s/v1/homeworks/${id}/draft`, { content: '<p>第一句</p>', version: 0 });
    expect(first.status, first.raw.body).toBe(200);
    expect(first.body.data.version).toBe(1);
    const second = await api
      .as('student')
      .post(`/s/v1/homeworks/${id}/draft`, { content: '<p>第一句，第二句</p>', version: 1 });
    expect(second.body.data.version).toBe(2);
    const reloaded = (await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data;
    expect(reloaded.answer).toMatchObject({ content: '<p>第一句，第二句</p>', version: 2 });
    expect(reloaded.status).toBe('draft');
    const events = await api.app.db.select().from(homeworkEvents).where(eq(homeworkEvents.homeworkId, id));
    expect(events.filter((e) => e.kind === 'draft_saved')).toHaveLength(2);
  });

  it('answers a stale device 409 with the current version and text, and keeps the newer draft', async () => {
    const id = await setHomework(api, classId);
    await api.as('student').post(`/s/v1/homeworks/${id}/draft`, { content: '<p>电脑上写的</p>', version: 0 });
    await api.as('student').post(`/s/v1/homeworks/${id}/draft`, { content: '<p>电脑上写的更多</p>', version: 1 });
    // A phone still on version 1 tries to save.
    const stale = await api.as('student').post(`/s/v1/homeworks/${id}/draft`, { content: '<p>手机</p>', version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ version: 2, content: '<p>电脑上写的更多</p>' });
    const staleFirst = await api
      .as('student')
      .post(`/s/v1/homeworks/${id}/draft`, { content: '<p>新手机</p>', version: 0 });
    expect(staleFirst.status).toBe(409);
    expect(staleFirst.body.data.version).toBe(2);
    const kept = (await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data.answer;
    expect(kept).toMatchObject({ version: 2, content: '<p>电脑上写的更多</p>' });
  });

  it('sanitises the answer on the server', async () => {
    const id = await setHomework(api, classId);
    const res = await api.as('student').post(`/s/v1/homeworks/${id}/draft`, {
      content: '<p>答<img src=x onerror=alert(1)></p><script>x</script>',
      version: 0,
    });
    expect(res.body.data.content).toBe('<p>答</p>');
  });

  it('refuses bad input and changes nothing', async () => {
    const id = await setHomework(api, classId);
    for (const body of [
      { content: 'x' },
      { content: 1, version: 0 },
      { content: 'a\u0000b', version: 0 },
      { version: -1, content: '' },
    ]) {
      const res = await api.as('student').post(`/s/v1/homeworks/${id}/draft`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data.answer.version).toBe(0);
  });
});

describe('handing in', () => {
  it('refuses an empty answer, then submits; a submitted answer cannot be changed', async () => {
    const id = await setHomework(api, classId);
    const empty = await api.as('student').post(`/s/v1/homeworks/${id}/submit`, { content: '<p> </p>', version: 0 });
    expect(empty.status).toBe(400);
    const ok = await api.as('student').post(`/s/v1/homeworks/${id}/submit`, { content: '<p>答案</p>', version: 0 });
    expect(ok.status).toBe(200);
    expect(ok.body.data.status).toBe('submitted');
    const after = await api.as('student').post(`/s/v1/homeworks/${id}/draft`, { content: '<p>改</p>', version: 1 });
    expect(after.status).toBe(409);
    expect(after.body.msg).toBe('作业已提交，等待讲师批阅');
  });

  it('marks an answer after the due time late when the homework accepts late work', async () => {
    const id = await setHomework(api, classId, { due_at: inDays(-1), late_policy: 'accept' });
    const res = await api.as('student').post(`/s/v1/homeworks/${id}/submit`, { content: '<p>晚了</p>', version: 0 });
    expect(res.status).toBe(200);
    const mine = (await api.as('student').get('/s/v1/homeworks')).body.data.find((h: { id: number }) => h.id === id);
    expect(mine).toMatchObject({ status: 'submitted', late: true });
    const ontime = await setHomework(api, classId);
    await api.as('student').post(`/s/v1/homeworks/${ontime}/submit`, { content: '<p>准时</p>', version: 0 });
    const onTimeRow = (await api.as('student').get('/s/v1/homeworks')).body.data.find(
      (h: { id: number }) => h.id === ontime,
    );
    expect(onTimeRow.late).toBe(false);
  });

  it('refuses an answer after the due time when the homework refuses late work, but keeps the draft', async () => {
    const id = await setHomework(api, classId, { due_at: inDays(-1), late_policy: 'refuse' });
    expect((await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data.writable).toBe(false);
    const res = await api.as('student').post(`/s/v1/homeworks/${id}/submit`, { content: '<p>晚了</p>', version: 0 });
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('已过截止时间，该作业不接受逾期提交');
    const mine = (await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data;
    expect(mine.status).toBeNull();
  });

  it('keeps students of other classes out of the homework', async () => {
    const id = await setHomework(api, classId);
    expect((await api.as(OTHER_STUDENT).get(`/s/v1/homeworks/${id}`)).status).toBe(404);
    expect((await api.as(OTHER_STUDENT).post(`/s/v1/homeworks/${id}/draft`, { content: 'x', version: 0 })).status).toBe(
      404,
    );
    expect(
      (await api.as(OTHER_STUDENT).post(`/s/v1/homeworks/${id}/submit`, { content: 'x', version: 0 })).status,
    ).toBe(404);
    const list = (await api.as(OTHER_STUDENT).get('/s/v1/homeworks')).body.data as { id: number }[];
    expect(list.map((h) => h.id)).not.toContain(id);
  });
});

describe('attachments', () => {
  it('lets the student, the class’s trainer and teacher read an answer’s file; nobody else', async () => {
    const id = await setHomework(api, classId);
    const file = await upload('student');
    const res = await api
      .as('student')
      .post(`/s/v1/homeworks/${id}/submit`, { content: '<p>见附件</p>', attachments: [file.id], version: 0 });
    expect(res.status, res.raw.body).toBe(200);
    expect(res.body.data.attachments).toEqual([expect.objectContaining({ id: file.id, name: 'answer.pdf' })]);
    for (const who of ['student', 'trainer', 'teacher', 'admin'] as const) {
      const got = await api.as(who).get(file.url);
      expect(got.status, who).toBe(200);
      expect(got.raw.rawPayload.equals(PDF)).toBe(true);
    }
    for (const who of [CLASSMATE, OTHER_STUDENT, QD_TRAINER, QD_TEACHER]) {
      expect((await api.as(who).get(file.url)).status, who.username).toBe(404);
    }
    expect((await api.anon.get(file.url)).status).toBe(401);
  });

  it('lets the class’s students read the homework’s own files', async () => {
    const file = await upload('trainer', '调查表模板.pdf');
    const id = await setHomework(api, classId, { attachments: [file.id] });
    expect((await api.as(CLASSMATE).get(file.url)).status).toBe(200);
    expect((await api.as(OTHER_STUDENT).get(file.url)).status).toBe(404);
    const detail = (await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data;
    expect(detail.attachments[0].name).toBe('调查表模板.pdf');
  });

  it('refuses another person’s file in an answer, and files that are not documents or pictures', async () => {
    const id = await setHomework(api, classId);
    const theirs = await upload(CLASSMATE);
    const res = await api
      .as('student')
      .post(`/s/v1/homeworks/${id}/draft`, { content: '<p>x</p>', attachments: [theirs.id], version: 0 });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.attachments).toBeTruthy();
    expect((await api.as('student').get(`/s/v1/homeworks/${id}`)).body.data.answer.version).toBe(0);
    // A PDF sent under a page's name is kept and downloaded as a PDF (issue 26.13).
    const named = await upload('student', 'a.html');
    expect(named.name).toBe('a.pdf');
    const served = await api.as('student').get(named.url);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(/^attachment; filename="a\.pdf"/);
    const html = multipartFile(Buffer.from('<html><script>x</script></html>'), { filename: 'a.pdf' });
    const refused = await api.as('student').post('/f/v1/homework-files', html.payload, { headers: html.headers });
    expect(refused.status).toBe(400);
  });
});
