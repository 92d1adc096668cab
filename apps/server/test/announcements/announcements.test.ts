// Announcements: written by administrators to roles and regions, read by every user with an unread count.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp, type Who } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

/** A teacher of a Qingdao institution (370202). */
const QD_TEACHER = { username: 'qd_teacher', role: 'teacher' } as const;

const post = async (who: Who, body: Record<string, unknown>) => {
  const res = await api.as(who).post('/a/v1/announcements', { content: '<p>内容</p>', publish: true, ...body });
  expect(res.status, res.raw.body).toBe(201);
  return res.body.data as { id: number; region_code: string | null; content: string; status: string };
};
const inbox = async (who: Who, query = '') => {
  const res = await api.as(who).get(`/o/v1/announcements?size=100${query}`);
  expect(res.status).toBe(200);
  return res.body.data as { list: { id: number; title: string; read: boolean }[]; total: number };
};
const sees = async (who: Who, id: number) => (await inbox(who)).list.some((a) => a.id === id);
const unread = async (who: Who) => (await api.as(who).get('/o/v1/announcements/unread-count')).body.data.count;

describe('writing announcements', () => {
  it('sanitises the rich text on save and audits the change', async () => {
    const created = await post('admin', {
      title: '安全提示',
      content:
        '<p onclick="steal()">请勿<a href="javascript:alert(1)">泄露</a>密码</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    });
    expect(created.content).toBe('<p>请勿<a rel="noopener noreferrer">泄露</a>密码</p>');
    expect(created.status).toBe('published');
    await auditRow(api, 'announcement.create', String(created.id));
  });

  it('refuses an empty title, content that is only markup, and unknown roles, with field messages', async () => {
    const res = await api.as('admin').post('/a/v1/announcements', { title: ' ', content: '', roles: ['boss'] });
    expect(res.status).toBe(400);
    expect(res.body.data.fields).toMatchObject({ title: '请输入消息标题', content: '请输入消息内容' });
    expect(res.body.data.fields['roles.0']).toBeTruthy();
    const onlyScript = await api.as('admin').post('/a/v1/announcements', {
      title: '空',
      content: '<script>alert(1)</script><p></p>',
    });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.body.msg).toBe('请输入消息内容');
  });

  it("sends a regional administrator's announcement to their own region by default", async () => {
    const created = await post('city', { title: '济南市通知' });
    expect(created.region_code).toBe('370100');
    expect((await post('area', { title: '历下区通知', region_code: null })).region_code).toBe('370102');
    expect((await post('province', { title: '济南市内通知', region_code: '370100' })).region_code).toBe('370100');
  });

  it('refuses a region outside the author (403) and an unknown region (400)', async () => {
    const outside = await api.as('city').post('/a/v1/announcements', {
      title: '青岛',
      content: '<p>x</p>',
      region_code: '370200',
    });
    expect(outside.status).toBe(403);
    expect(outside.body.msg).toBe('只能向本辖区发送消息');
    const above = await api.as('area').post('/a/v1/announcements', {
      title: '全市',
      content: '<p>x</p>',
      region_code: '370100',
    });
    expect(above.status).toBe(403);
    const unknown = await api.as('admin').post('/a/v1/announcements', {
      title: 'x',
      content: '<p>x</p>',
      region_code: '990000',
    });
    expect(unknown.status).toBe(400);
  });

  it('lets only administrators and regional administrators write', async () => {
    for (const who of ['teacher', 'trainer', 'student'] as const) {
      expect((await api.as(who).post('/a/v1/announcements', { title: 'x', content: 'x' })).status, who).toBe(403);
      expect((await api.as(who).get('/a/v1/announcements')).status, who).toBe(403);
    }
  });

  it("lists each author's scope: a city administrator sees its region's announcements, not the admin's", async () => {
    const everywhere = await post('admin', { title: '全国通知' });
    const qingdao = await post('admin', { title: '青岛通知', region_code: '370200' });
    const jinan = await post('admin', { title: '济南通知', region_code: '370100' });
    const ids = (await api.as('city').get('/a/v1/announcements?size=100')).body.data.list.map(
      (a: { id: number }) => a.id,
    );
    expect(ids).toContain(jinan.id);
    expect(ids).not.toContain(everywhere.id);
    expect(ids).not.toContain(qingdao.id);
    expect((await api.as('city').get(`/a/v1/announcements/${everywhere.id}`)).status).toBe(404);
    expect((await api.as('city').delete(`/a/v1/announcements/${qingdao.id}`)).status).toBe(404);
    expect((await api.as('admin').get(`/a/v1/announcements/${everywhere.id}`)).status).toBe(200);
    const all = (await api.as('admin').get('/a/v1/announcements?size=100')).body.data;
    expect(all.total).toBeGreaterThanOrEqual(3);
  });
});

describe('reading announcements', () => {
  it('reaches users by session role', async () => {
    const forTeachers = await post('admin', { title: '致班主任', roles: ['teacher'] });
    const forAll = await post('admin', { title: '致全体', roles: [] });
    expect(await sees('teacher', forTeachers.id)).toBe(true);
    expect(await sees(QD_TEACHER, forTeachers.id)).toBe(true);
    expect(await sees('student', forTeachers.id)).toBe(false);
    expect(await sees('trainer', forTeachers.id)).toBe(false);
    for (const who of ['teacher', 'student', 'trainer', 'admin', 'area'] as const)
      expect(await sees(who, forAll.id), who).toBe(true);
  });

  it('reaches users inside the region (by their own or their institution region) and nobody outside', async () => {
    const jinan = await post('admin', { title: '济南', region_code: '370100' });
    const lixia = await post('admin', { title: '历下', region_code: '370102' });
    const qingdao = await post('admin', { title: '青岛', region_code: '370200' });
    const shandong = await post('admin', { title: '山东', region_code: '370000' });
    // The demo teacher and student belong to an institution in 370102; qd_teacher to one in 370202.
    for (const id of [jinan.id, lixia.id, shandong.id]) expect(await sees('student', id)).toBe(true);
    expect(await sees('student', qingdao.id)).toBe(false);
    expect(await sees(QD_TEACHER, qingdao.id)).toBe(true);
    expect(await sees(QD_TEACHER, jinan.id)).toBe(false);
    // Regional administrators by their own region: the city (370100) gets the city and province ones, not an area's.
    expect(await sees('city', jinan.id)).toBe(true);
    expect(await sees('city', shandong.id)).toBe(true);
    expect(await sees('city', lixia.id)).toBe(false);
    expect(await sees('province', jinan.id)).toBe(false);
  });

  it('shows only published announcements; withdrawing hides one again', async () => {
    const draft = await post('admin', { title: '草稿', publish: false });
    expect(draft.status).toBe('draft');
    expect(await sees('teacher', draft.id)).toBe(false);
    expect((await api.as('teacher').get(`/o/v1/announcements/${draft.id}`)).status).toBe(404);
    const published = await api.as('admin').post(`/a/v1/announcements/${draft.id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.data.published_at).toBeTruthy();
    expect(await sees('teacher', draft.id)).toBe(true);
    expect((await api.as('admin').post(`/a/v1/announcements/${draft.id}/unpublish`)).status).toBe(200);
    expect(await sees('teacher', draft.id)).toBe(false);
  });

  it('counts unread ones, marks one read, and keeps the read flag per user', async () => {
    const before = await unread('trainer');
    const created = await post('admin', { title: '讲师培训', roles: ['trainer'] });
    expect(await unread('trainer')).toBe(before + 1);
    const item = (await inbox('trainer')).list.find((a) => a.id === created.id)!;
    expect(item.read).toBe(false);

    const detail = await api.as('trainer').get(`/o/v1/announcements/${created.id}`);
    expect(detail.body.data).toMatchObject({
      id: created.id,
      title: '讲师培训',
      content: '<p>内容</p>',
      read: false,
    });
    const read = await api.as('trainer').post(`/o/v1/announcements/${created.id}/read`);
    expect(read.status).toBe(200);
    expect((await api.as('trainer').post(`/o/v1/announcements/${created.id}/read`)).status).toBe(200);
    expect(await unread('trainer')).toBe(before);
    expect((await inbox('trainer')).list.find((a) => a.id === created.id)?.read).toBe(true);
    expect((await inbox('trainer', '&unread=1')).list.map((a) => a.id)).not.toContain(created.id);
  });

  it("answers 404 for someone else's announcement, also when marking it read", async () => {
    const forStudents = await post('admin', { title: '学员须知', roles: ['student'] });
    expect((await api.as('teacher').get(`/o/v1/announcements/${forStudents.id}`)).status).toBe(404);
    expect((await api.as('teacher').post(`/o/v1/announcements/${forStudents.id}/read`)).status).toBe(404);
    expect((await api.as('teacher').get('/o/v1/announcements/x')).status).toBe(400);
  });

  it('edits and deletes: readers see the new title, then nothing', async () => {
    const created = await post('city', { title: '旧标题', roles: ['student'] });
    const edited = await api.as('city').put(`/a/v1/announcements/${created.id}`, {
      title: '新标题',
      content: '<p>更新</p>',
      roles: ['student'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.status).toBe('published');
    expect((await inbox('student')).list.find((a) => a.id === created.id)?.title).toBe('新标题');
    expect((await api.as('city').delete(`/a/v1/announcements/${created.id}`)).status).toBe(200);
    expect(await sees('student', created.id)).toBe(false);
  });

  it('has demo announcements for the demo accounts', async () => {
    expect((await inbox('student')).total).toBeGreaterThan(0);
    expect(await unread('teacher')).toBeGreaterThan(0);
  });
});
