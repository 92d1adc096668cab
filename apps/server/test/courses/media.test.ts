// Video upload (duration read from the file, codecs and size checked) and serving: media tokens, access by role and
// class, HTTP Range semantics and cache headers.
import { COURSES_API, MEDIA_API } from '@etp/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, enrolments, institutions, userRoles, users } from '../../src/db/schema/index.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { courseWithVideo, DEMO_MP4, DEMO_MP4_SECONDS, MPEG4_PART2, uniqueMp4, uploadVideo } from './fixtures.ts';

/** The course's video (courseWithVideo uploads the demo MP4 made unique by the course name). */
const FILE = uniqueMp4('视频课程');
let api: Api;
let course: Awaited<ReturnType<typeof courseWithVideo>>;
beforeAll(async () => {
  api = await testApp({ VIDEO_MAX_BYTES: String(1024 * 1024) });
  course = await courseWithVideo(api, '视频课程');
});
afterAll(() => api.close());

const userId = async (username: string) =>
  (await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, username)))[0]!.id;
/** The file address with a token issued to this user (as the outline or the learning side would issue it). */
const fileUrl = async (username: string) =>
  api.app.courses.mediaAccess.url(course.mediaId, await userId(username), 'file');

describe('video upload', () => {
  it('reads the duration and size from the MP4 itself, whatever the client claims', async () => {
    const res = await uploadVideo(api, DEMO_MP4, 'claims-2-hours.mp4');
    expect([200, 201]).toContain(res.status);
    expect(res.body.data).toMatchObject({
      duration_seconds: DEMO_MP4_SECONDS,
      width: 640,
      height: 360,
      size_bytes: DEMO_MP4.length,
    });
    expect(res.body.data.file_url).toMatch(/^\/o\/v1\/media\/\d+\/file\?t=/);
  });

  it('keeps one file for the same content and audits the first upload', async () => {
    const again = await uploadVideo(api, uniqueMp4('视频课程'));
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(course.mediaId);
    expect(await auditRow(api, 'media.upload', String(course.mediaId))).toBeTruthy();
  });

  it('refuses a file that is not an MP4, naming the field', async () => {
    const res = await uploadVideo(api, Buffer.from('<html><script>alert(1)</script></html>'), 'video.mp4');
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('只能上传 MP4 视频文件');
    expect(res.body.data.fields.file).toBeTruthy();
  });

  it('refuses an MP4 whose video is not H.264, saying which codec it has', async () => {
    const res = await uploadVideo(api, MPEG4_PART2, 'old-camera.mp4');
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('mp4v');
  });

  it('refuses a file over VIDEO_MAX_BYTES', async () => {
    const big = Buffer.concat([DEMO_MP4, Buffer.alloc(1024 * 1024)]);
    const res = await uploadVideo(api, big, 'big.mp4');
    expect(res.status).toBe(413);
    expect(res.body.msg).toBe('视频不能超过 1 MB');
  });

  it('refuses the upload to everyone but the admin', async () => {
    expect((await api.as('city').post(MEDIA_API.upload, {})).status).toBe(403);
    expect((await api.anon.post(MEDIA_API.upload, {})).status).toBe(401);
  });
});

describe('serving a video', () => {
  it('gives the outline reader a working address with a token', async () => {
    const outline = await api.as('admin').get(COURSES_API.outline(course.id));
    const lesson = outline.body.data.chapters[0].lessons[0];
    expect(lesson).toMatchObject({ kind: 'video', duration_seconds: DEMO_MP4_SECONDS });
    const res = await api.anon.get(lesson.media.file_url);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(Buffer.compare(res.raw.rawPayload, FILE)).toBe(0);
  });

  it('answers a range with 206 and exactly those bytes, an open and a suffix range too', async () => {
    const url = await fileUrl('admin');
    const first = await api.anon.get(url, { headers: { range: 'bytes=0-99' } });
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${FILE.length}`);
    expect(Buffer.compare(first.raw.rawPayload, FILE.subarray(0, 100))).toBe(0);
    const open = await api.anon.get(url, { headers: { range: `bytes=${FILE.length - 10}-` } });
    expect(open.status).toBe(206);
    expect(open.raw.rawPayload.length).toBe(10);
    const suffix = await api.anon.get(url, { headers: { range: 'bytes=-5' } });
    expect(Buffer.compare(suffix.raw.rawPayload, FILE.subarray(-5))).toBe(0);
  });

  it('answers 416 with the size for a range past the end', async () => {
    const res = await api.anon.get(await fileUrl('admin'), { headers: { range: `bytes=${FILE.length}-` } });
    expect(res.status).toBe(416);
    expect(res.headers['content-range']).toBe(`bytes */${FILE.length}`);
  });

  it("refuses a missing, forged or other file's token", async () => {
    expect((await api.anon.get(MEDIA_API.file(course.mediaId))).status).toBe(401);
    const good = await fileUrl('admin');
    const forged = good.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await api.anon.get(forged)).status).toBe(401);
    const other = good.replace(`/media/${course.mediaId}/`, `/media/${course.mediaId + 1000}/`);
    expect((await api.anon.get(other)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const media = api.app.courses.media;
    const old = media.access.token(course.mediaId, await userId('admin'), Date.now() - 5 * 3600_000);
    expect(media.access.verify(course.mediaId, old)).toBeNull();
    expect((await api.anon.get(`${MEDIA_API.file(course.mediaId)}?t=${old}`)).status).toBe(401);
  });

  // Issue 26.12: tokens held 3-4 hours; now what a player needs between renewals, 15-20 minutes.
  it('issues tokens that hold 15 to 20 minutes, the same address within a 5-minute bucket', async () => {
    const { access } = api.app.courses.media;
    const admin = await userId('admin');
    const minutes = 60_000;
    const recent = access.token(course.mediaId, admin, Date.now() - 14 * minutes);
    expect((await api.anon.get(`${MEDIA_API.file(course.mediaId)}?t=${recent}`)).status).toBe(200);
    const stale = access.token(course.mediaId, admin, Date.now() - 21 * minutes);
    expect(access.verify(course.mediaId, stale)).toBeNull();
    expect((await api.anon.get(`${MEDIA_API.file(course.mediaId)}?t=${stale}`)).status).toBe(401);
    const bucket = Math.floor(Date.now() / (5 * minutes)) * 5 * minutes;
    expect(access.token(course.mediaId, admin, bucket + 1000)).toBe(
      access.token(course.mediaId, admin, bucket + 299_000),
    );
    expect(access.token(course.mediaId, admin, bucket + 1000)).not.toBe(
      access.token(course.mediaId, admin, bucket + 300_000),
    );
    // The reads that give an address say until when it holds.
    const outline = await api.as('admin').get(COURSES_API.outline(course.id));
    const { expires_at } = outline.body.data.chapters[0].lessons[0].media;
    const left = Date.parse(expires_at) - Date.now();
    expect(left).toBeGreaterThan(14 * minutes);
    expect(left).toBeLessThanOrEqual(20 * minutes);
  });

  it('serves teachers and students of a class on the course, and nobody else even with a token', async () => {
    const db = api.app.db;
    const [teacher] = await db
      .select({ institutionId: users.institutionId, regionCode: institutions.regionCode })
      .from(users)
      .innerJoin(institutions, eq(institutions.id, users.institutionId))
      .where(eq(users.username, 'teacher'));
    // Before any class uses the course: the teacher and the student get nothing.
    expect((await api.anon.get(await fileUrl('teacher'))).status).toBe(404);
    expect((await api.anon.get(await fileUrl('student'))).status).toBe(404);
    const [cls] = await db
      .insert(classes)
      .values({
        institutionId: teacher!.institutionId!,
        courseId: course.id,
        name: '视频课测试班',
        regionCode: teacher!.regionCode,
      })
      .returning({ id: classes.id });
    await db.insert(enrolments).values({ classId: cls!.id, userId: await userId('student'), courseId: course.id });
    expect((await api.anon.get(await fileUrl('teacher'))).status).toBe(200);
    expect((await api.anon.get(await fileUrl('trainer'))).status).toBe(200);
    expect((await api.anon.get(await fileUrl('student'))).status).toBe(200);
    expect((await api.anon.get(await fileUrl('qd_teacher'))).status).toBe(404);
    const [otherStudent] = await db
      .select({ username: users.username })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(and(eq(userRoles.role, 'student'), ne(users.username, 'student')))
      .limit(1);
    expect((await api.anon.get(await fileUrl(otherStudent!.username))).status).toBe(404);
    // The outline itself: the teacher of the class reads it, a teacher of another institution does not.
    expect((await api.as('teacher').get(COURSES_API.outline(course.id))).status).toBe(200);
    expect((await api.as({ username: 'qd_teacher', role: 'teacher' }).get(COURSES_API.outline(course.id))).status).toBe(
      404,
    );
  });
});
