// The admin's course catalogue: create, edit (whole record), publish, withdraw, delete; regional read; and the class
// form offering only published courses.
import { CLASSES_API, COURSES_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { courseForm, courseWithVideo } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('the course catalogue', () => {
  it('creates a draft course, audits it, and lists it by keyword and status', async () => {
    const res = await api.as('admin').post(COURSES_API.list, courseForm({ name: '关键词课程甲' }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      status: 'draft',
      required_hours: 24,
      live_face_photograph: 1,
      lesson_count: 0,
    });
    expect(await auditRow(api, 'course.create', String(res.body.data.id))).toBeTruthy();
    const list = await api.as('admin').get(COURSES_API.list, { query: { keyword: '关键词课程', status: 'draft' } });
    expect(list.status).toBe(200);
    expect(list.body.data.total).toBe(1);
    expect(list.body.data.list[0].name).toBe('关键词课程甲');
  });

  it('shows the demo courses with their chapters, lessons and video length', async () => {
    const list = await api.as('admin').get(COURSES_API.list, { query: { status: 'published', size: '50' } });
    const syb = list.body.data.list.find((c: { name: string }) => c.name.startsWith('SYB'));
    expect(syb.chapter_count).toBe(3);
    expect(syb.lesson_count).toBe(6);
    expect(syb.video_seconds).toBe(20 + 30 + 45);
    expect(syb.class_count).toBeGreaterThan(0);
  });

  it('refuses bad input field by field and changes nothing', async () => {
    const res = await api
      .as('admin')
      .post(COURSES_API.list, courseForm({ name: ' ', required_hours: -1, cover: 'https://evil.example/x.png' }));
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.data.fields).sort()).toEqual(['cover', 'name', 'required_hours']);
    expect(res.body.data.fields.name).toBe('请输入课程名称');
    const partial = await api.as('admin').put(COURSES_API.one(1), { name: '只改名字' });
    expect(partial.status).toBe(400);
    const one = await api.as('admin').get(COURSES_API.one(1));
    expect(one.body.data.name).not.toBe('只改名字');
  });

  it('edits the whole record and audits before and after', async () => {
    const created = await api.as('admin').post(COURSES_API.list, courseForm({ name: '待修改课程' }));
    const id = created.body.data.id;
    const res = await api.as('admin').put(COURSES_API.one(id), courseForm({ name: '已修改课程', study_face_check: 1 }));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ name: '已修改课程', study_face_check: 1 });
    const row = await auditRow(api, 'course.update', String(id));
    expect(JSON.stringify(row)).toContain('待修改课程');
  });

  it('publishes only a course with lessons, then offers it to the class form', async () => {
    const empty = await api.as('admin').post(COURSES_API.list, courseForm({ name: '空课程' }));
    const refused = await api.as('admin').post(COURSES_API.publish(empty.body.data.id));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('课程至少要有一个课时才能发布');
    const offered = async () =>
      (await api.as('teacher').get(CLASSES_API.courses)).body.data.map((c: { name: string }) => c.name);
    expect(await offered()).not.toContain('空课程');
    const { id } = await courseWithVideo(api, '可开班课程');
    expect(await offered()).toContain('可开班课程');
    expect(await auditRow(api, 'course.publish', String(id))).toBeTruthy();
  });

  it('does not let a teacher open a class on a draft course', async () => {
    const draft = await api.as('admin').post(COURSES_API.list, courseForm({ name: '草稿课程' }));
    const res = await api.as('teacher').post(CLASSES_API.list, {
      name: '草稿课程班',
      course_id: draft.body.data.id,
      start_date: '2027-03-01',
      end_date: '2027-03-20',
      capacity: 30,
      mode: 'offline',
    });
    expect(res.status).toBe(400);
    expect(res.body.data.fields.course_id).toBe('没有这门课程');
  });

  it('deletes and withdraws only a course no class uses', async () => {
    const inUse = await api.as('admin').delete(COURSES_API.one(1));
    expect(inUse.status).toBe(409);
    expect((await api.as('admin').post(COURSES_API.unpublish(1))).status).toBe(409);
    const { id } = await courseWithVideo(api, '可删除课程');
    expect((await api.as('admin').post(COURSES_API.unpublish(id))).body.data.status).toBe('draft');
    expect((await api.as('admin').delete(COURSES_API.one(id))).status).toBe(200);
    expect((await api.as('admin').get(COURSES_API.one(id))).status).toBe(404);
    expect(await auditRow(api, 'course.delete', String(id))).toBeTruthy();
  });

  it('lets regional administrators read the catalogue but not change it; others get nothing', async () => {
    expect((await api.as('city').get(COURSES_API.list)).status).toBe(200);
    expect((await api.as('city').get(COURSES_API.outline(1))).status).toBe(200);
    expect((await api.as('city').post(COURSES_API.list, courseForm())).status).toBe(403);
    expect((await api.as('teacher').get(COURSES_API.list)).status).toBe(403);
    expect((await api.as('student').get(COURSES_API.outline(1))).status).toBe(403);
    expect((await api.anon.get(COURSES_API.list)).status).toBe(401);
  });
});
