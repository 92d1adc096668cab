// The operate guide and the feature list: saving (sanitised), edit times that re-open them for users.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('operate guide and feature list', () => {
  it('saves a guide (sanitised), bumps its edit time and re-opens it for users who saw the old one', async () => {
    await api.as('teacher').get('/o/v1/operates/operate-info');
    const seen = (await api.as('teacher').get('/o/v1/operates/operate-show')).body.data;
    expect(seen.operate.edit_time <= seen.access_log.access_time).toBe(true);

    const current = (await api.as('admin').get('/a/v1/operates/guides/teacher')).body.data;
    expect(current.items.length).toBeGreaterThan(0);
    const res = await api.as('admin').put('/a/v1/operates/guides/teacher', {
      manual: '<p onclick="x()">新版手册</p><script>alert(1)</script>',
      is_show: true,
      items: [
        {
          name: '开班申报',
          content: '新建班级后提交审核。',
          attachments: [{ id: 1, name: '说明.pdf', url: '/uploads/a.pdf' }],
        },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.data.manual).toBe('<p>新版手册</p>');
    expect(res.body.data.edit_time > current.edit_time).toBe(true);

    const show = (await api.as('teacher').get('/o/v1/operates/operate-show')).body.data;
    expect(show.operate.edit_time > show.access_log.access_time).toBe(true);
    const guide = (await api.as('teacher').get('/o/v1/operates/operate-info')).body.data;
    expect(guide.feature.map((f: { name: string }) => f.name)).toEqual(['开班申报']);
    await auditRow(api, 'guide.update', 'teacher');
  });

  it('gives the student their own guide as the manual (issue 28: 6), and refuses bad attachment addresses', async () => {
    const manual = await api.as('student').get('/o/v1/operates/operate-info');
    expect(manual.status).toBe(200);
    expect(manual.body.data.manual).toContain('学员');
    expect(manual.body.data.feature.length).toBeGreaterThan(0);
    expect((await api.as('admin').get('/a/v1/operates/guides/student')).status).toBe(200);
    expect((await api.as('student').get('/o/v1/operates/operate-show')).status).toBe(403);
    const res = await api.as('admin').put('/a/v1/operates/guides/trainer', {
      manual: '',
      items: [{ name: 'x', attachments: [{ id: 1, name: 'x', url: 'javascript:alert(1)' }] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields['items.0.attachments.0.url']).toBeTruthy();
  });

  it('adds, edits and deletes features; edit time moves and the badge list follows', async () => {
    const created = await api.as('admin').post('/a/v1/operates/features', { name: '消息中心', content: '查看通知。' });
    expect(created.status).toBe(201);
    const feature = created.body.data;
    const shown = (await api.as('teacher').get('/o/v1/operates/function-show')).body.data;
    expect(shown.list[0].edit_time).toBe(feature.edit_time);

    await new Promise((r) => setTimeout(r, 5));
    const edited = await api.as('admin').put(`/a/v1/operates/features/${feature.id}`, {
      name: '消息中心',
      content: '查看通知并标记已读。',
      attachments: [],
      published: false,
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.edit_time > feature.edit_time).toBe(true);
    const list = (await api.as('teacher').get('/o/v1/operates/function-info')).body.data.list;
    expect(list.map((f: { id: number }) => f.id)).not.toContain(feature.id);
    const all = (await api.as('admin').get('/a/v1/operates/features')).body.data.list;
    expect(all.map((f: { id: number }) => f.id)).toContain(feature.id);

    expect((await api.as('admin').delete(`/a/v1/operates/features/${feature.id}`)).status).toBe(200);
    expect((await api.as('admin').delete(`/a/v1/operates/features/${feature.id}`)).status).toBe(404);
    expect((await api.as('admin').post('/a/v1/operates/features', { name: '' })).body.data.fields.name).toBe(
      '请输入功能名称',
    );
  });

  it('is for the administrator only', async () => {
    expect((await api.as('province').get('/a/v1/operates/features')).status).toBe(403);
    expect((await api.as('teacher').put('/a/v1/operates/guides/teacher', { manual: '' })).status).toBe(403);
  });
});
