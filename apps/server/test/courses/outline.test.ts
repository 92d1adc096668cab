// Chapters and lessons: adding, validating by kind, moving, reordering and deleting, each audited.
import { COURSES_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { courseForm, courseWithVideo } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const outlineOf = async (id: number) => (await api.as('admin').get(COURSES_API.outline(id))).body.data;

describe('chapters and lessons', () => {
  it('checks each kind of lesson and keeps a video lesson as long as its file', async () => {
    const { id, chapterId, mediaId } = await courseWithVideo(api, '课时校验课程');
    const admin = api.as('admin');
    const noVideo = await admin.post(COURSES_API.lessons(id), {
      chapter_id: chapterId,
      title: '缺视频',
      kind: 'video',
    });
    expect(noVideo.status).toBe(400);
    expect(noVideo.body.data.fields.media_id).toBe('请上传或选择视频');
    const noText = await admin.post(COURSES_API.lessons(id), {
      chapter_id: chapterId,
      title: '缺内容',
      kind: 'document',
    });
    expect(noText.body.data.fields.content).toBe('请填写文档内容');
    const noLength = await admin.post(COURSES_API.lessons(id), { chapter_id: chapterId, title: '直播', kind: 'live' });
    expect(noLength.body.data.fields.live_minutes).toBe('请填写直播时长（分钟）');
    const unknown = await admin.post(COURSES_API.lessons(id), {
      chapter_id: chapterId,
      title: '别的文件',
      kind: 'video',
      media_id: mediaId + 10_000,
    });
    expect(unknown.body.data.fields.media_id).toBe('没有这个视频文件');
    const doc = await admin.post(COURSES_API.lessons(id), {
      chapter_id: chapterId,
      title: '讲义',
      kind: 'document',
      content: '<p>要点</p><script>alert(1)</script>',
    });
    expect(doc.status).toBe(201);
    const live = await admin.post(COURSES_API.lessons(id), {
      chapter_id: chapterId,
      title: '直播答疑',
      kind: 'live',
      live_minutes: 90,
    });
    expect(live.status).toBe(201);
    const lessons = (await outlineOf(id)).chapters[0].lessons;
    expect(lessons.map((l: { kind: string }) => l.kind)).toEqual(['video', 'document', 'live']);
    expect(lessons[0].duration_seconds).toBe(20);
    expect(lessons[1].content).toBe('<p>要点</p>');
    expect(lessons[2].duration_seconds).toBe(90 * 60);
    expect(await auditRow(api, 'lesson.create', String(live.body.data.id))).toBeTruthy();
  });

  it('does not reach a chapter or lesson through another course', async () => {
    const a = await courseWithVideo(api, '课程甲');
    const b = await api.as('admin').post(COURSES_API.list, courseForm({ name: '课程乙' }));
    const bId = b.body.data.id;
    const res = await api
      .as('admin')
      .post(COURSES_API.lessons(bId), { chapter_id: a.chapterId, title: 'x', kind: 'live', live_minutes: 5 });
    expect(res.status).toBe(404);
    expect((await api.as('admin').delete(COURSES_API.lesson(bId, a.lessonId))).status).toBe(404);
    expect((await api.as('admin').put(COURSES_API.chapter(bId, a.chapterId), { title: '改名' })).status).toBe(404);
  });

  it('reorders chapters with every id once, moves a lesson, and deletes only an empty chapter', async () => {
    const { id, chapterId, lessonId, mediaId } = await courseWithVideo(api, '排序课程');
    const admin = api.as('admin');
    const second = await admin.post(COURSES_API.chapters(id), { title: '第二章' });
    const secondId = second.body.data.id;
    const partial = await admin.put(COURSES_API.chapterOrder(id), { ids: [secondId] });
    expect(partial.status).toBe(400);
    expect(partial.body.data.fields.ids).toBe('排序须包含全部条目，且每项只出现一次');
    expect((await admin.put(COURSES_API.chapterOrder(id), { ids: [secondId, secondId] })).status).toBe(400);
    expect((await admin.put(COURSES_API.chapterOrder(id), { ids: [secondId, chapterId] })).status).toBe(200);
    expect((await outlineOf(id)).chapters.map((c: { id: number }) => c.id)).toEqual([secondId, chapterId]);
    const notEmpty = await admin.delete(COURSES_API.chapter(id, chapterId));
    expect(notEmpty.status).toBe(409);
    const moved = await admin.put(COURSES_API.lesson(id, lessonId), {
      chapter_id: secondId,
      title: '移到第二章',
      kind: 'video',
      media_id: mediaId,
      content: '',
      live_minutes: 0,
    });
    expect(moved.status).toBe(200);
    expect((await outlineOf(id)).chapters[0].lessons[0].title).toBe('移到第二章');
    expect((await admin.delete(COURSES_API.chapter(id, chapterId))).status).toBe(200);
    expect(await auditRow(api, 'chapter.delete', String(chapterId))).toBeTruthy();
  });

  it('lets only the admin change the outline', async () => {
    const { id } = await courseWithVideo(api, '权限课程');
    expect((await api.as('province').post(COURSES_API.chapters(id), { title: '越权' })).status).toBe(403);
    expect((await api.as('teacher').post(COURSES_API.chapters(id), { title: '越权' })).status).toBe(403);
  });
});
