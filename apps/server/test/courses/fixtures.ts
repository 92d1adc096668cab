// What the course tests send: a course form, the demo MP4 and a course with one chapter and one video lesson.
import { readFileSync } from 'node:fs';
import { COURSES_API, MEDIA_API } from '@etp/contracts';
import { expect } from 'vitest';
import { type Api, multipartFile } from '../helpers.ts';

export const DEMO_MP4 = readFileSync(new URL('../../src/db/seed/demo/media/syb-intro.mp4', import.meta.url));
/** 20 s, 640x360, H.264 + AAC (made with ffmpeg, shipped with the demo seed). */
export const DEMO_MP4_SECONDS = 20;
/** The demo MP4 with a `free` box of this text after it: still a valid MP4, but other content (another file). */
export const uniqueMp4 = (tag: string) => {
  const free = Buffer.concat([Buffer.alloc(8), Buffer.from(tag)]);
  free.writeUInt32BE(free.length, 0);
  free.write('free', 4, 'latin1');
  return Buffer.concat([DEMO_MP4, free]);
};
/** 1 s of MPEG-4 part 2 video (mp4v): a real MP4 with a codec the product refuses. */
export const MPEG4_PART2 = readFileSync(new URL('./fixtures/mpeg4-part2.mp4', import.meta.url));

export const courseForm = (over: Record<string, unknown> = {}) => ({
  name: '测试课程：小微企业经营',
  name_en: 'Test course',
  intro: '第一行\n第二行',
  cover: '',
  required_hours: 24,
  live_face_photograph: 1,
  study_face_check: 0,
  sort: 0,
  ...over,
});

export async function uploadVideo(api: Api, data: Buffer = DEMO_MP4, filename = 'lesson.mp4') {
  const { payload, headers } = multipartFile(data, { filename, contentType: 'video/mp4' });
  return api.as('admin').post(MEDIA_API.upload, payload, { headers });
}

/** A published course with one chapter and one video lesson of the demo MP4. */
export async function courseWithVideo(api: Api, name = '测试课程：视频') {
  const admin = api.as('admin');
  const course = await admin.post(COURSES_API.list, courseForm({ name }));
  expect(course.status).toBe(201);
  const id = course.body.data.id as number;
  const chapter = await admin.post(COURSES_API.chapters(id), { title: '第一章 准备' });
  expect(chapter.status).toBe(201);
  const media = await uploadVideo(api, uniqueMp4(name));
  expect([200, 201]).toContain(media.status);
  const lesson = await admin.post(COURSES_API.lessons(id), {
    chapter_id: chapter.body.data.id,
    title: '1.1 视频',
    kind: 'video',
    media_id: media.body.data.id,
  });
  expect(lesson.status).toBe(201);
  expect((await admin.post(COURSES_API.publish(id))).status).toBe(200);
  return {
    id,
    chapterId: chapter.body.data.id as number,
    mediaId: media.body.data.id as number,
    lessonId: lesson.body.data.id as number,
  };
}
