// Face registration and checks through the HTTP calls on real photographs (one app, one engine worker): the same
// man registers at his webcam and passes with his FaceID picture, another person fails and pauses study, pictures
// without a face or with several are refused with their messages, a teacher's upload, and /faceRecognition.
import { FACE_API } from '@etp/contracts';
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { faceChecks, faceProfiles, users } from '../../src/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';
import { demoStudent, PHOTOS, postForm } from './support.ts';

// The first capture starts the worker and loads the models: slow on a busy machine (a limit, not a measurement).
vi.setConfig({ testTimeout: 180_000 });

let api: Api;
let student: Awaited<ReturnType<typeof demoStudent>>;
let student01: Awaited<ReturnType<typeof demoStudent>>;

beforeAll(async () => {
  api = await testApp({ FACE_MAX_FAILURES: '2', FACE_WORKERS: '1' });
  student = await demoStudent(api, 'student');
  student01 = await demoStudent(api, 'student01');
});
afterAll(() => api.close());

const lastCheck = async (userId: number) =>
  (
    await api.app.db
      .select()
      .from(faceChecks)
      .where(eq(faceChecks.userId, userId))
      .orderBy(desc(faceChecks.id))
      .limit(1)
  )[0];
const isCompare = async (userId: number) =>
  (await api.app.db.select({ c: users.isCompare }).from(users).where(eq(users.id, userId)))[0]?.c;

describe('student registration and checks on real photographs', () => {
  it('refuses a registration without a face, with its message', async () => {
    const res = await postForm(api.as('student'), FACE_API.register, [await PHOTOS.nobody()]);
    expect(res.status).toBe(400);
    expect(res.body.data.reason).toBe('no_face');
    expect(res.body.msg).toBe('未检测到人脸，请正对摄像头并保持光线充足');
    expect(await lastCheck(student.id)).toMatchObject({ purpose: 'register', result: 'refused', reason: 'no_face' });
  });

  it('registers from two webcam frames, verified, and keeps the photo encrypted at rest', async () => {
    const webcam = PHOTOS.webcam();
    const smaller = await sharp(webcam).resize({ width: 900 }).jpeg({ quality: 85 }).toBuffer();
    const res = await postForm(api.as('student'), FACE_API.register, [webcam, smaller]);
    expect(res.status, res.raw.body).toBe(201);
    expect(res.body.data).toMatchObject({ registered: true, verified: true });
    expect(await isCompare(student.id)).toBe(1);

    const [profile] = await api.app.db.select().from(faceProfiles).where(eq(faceProfiles.userId, student.id));
    expect(profile?.descriptorCipher).toMatch(/^pd1\./);
    const chunks: Buffer[] = [];
    for await (const chunk of api.app.storage.read(profile!.photoKey)) chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks);
    expect(stored.subarray(0, 8).equals(webcam.subarray(0, 8))).toBe(false);
    expect(stored[0]).not.toBe(0xff);
    expect(stored.toString('utf8', 0, 4)).toBe('pd1.');
    // The sharpest frame is kept. Compared as bytes: a deep equality over 245 KB (and its diff) takes minutes.
    const photo = await api.app.face.checks.vault.get(profile!.photoKey);
    expect([webcam, smaller].some((frame) => photo?.equals(frame))).toBe(true);

    const again = await postForm(api.as('student'), FACE_API.register, [webcam]);
    expect(again.status).toBe(409);
  });

  it('passes the same man in another photograph and records the pass', async () => {
    const res = await postForm(api.as('student'), FACE_API.compare, [PHOTOS.faceId()], {
      purpose: 'study_start',
      lesson_id: '11',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(200);
    expect(res.body.data.passed).toBe(true);
    expect(res.body.data.distance).toBeLessThan(0.5);
    expect(await lastCheck(student.id)).toMatchObject({ purpose: 'study_start', result: 'pass', lessonId: 11 });
    expect((await lastCheck(student.id))?.captureKey).toBeTruthy();
  });

  it('refuses captures without a face or with several, without counting them as failures', async () => {
    const client = api.as('student');
    const nobody = await postForm(client, FACE_API.compare, [await PHOTOS.nobody()], { purpose: 'study_random' });
    expect(nobody.body).toMatchObject({ code: 500, data: { reason: 'no_face', compare_error_num: 0 } });
    expect(nobody.body.msg).toContain('未检测到人脸');
    const group = await postForm(client, FACE_API.compare, [PHOTOS.group()], { purpose: 'study_random' });
    expect(group.body).toMatchObject({ code: 500, data: { reason: 'several_faces', compare_error_num: 0 } });
    expect(group.body.msg).toContain('多张人脸');
    expect(await lastCheck(student.id)).toMatchObject({ result: 'refused', reason: 'several_faces' });
  });

  it('fails another person with body code 500 and compare_error_num, and pauses study at the limit', async () => {
    const client = api.as('student');
    const woman = await PHOTOS.woman();
    const first = await postForm(client, FACE_API.compare, [woman], { purpose: 'study_random' });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      code: 500,
      data: { passed: false, reason: 'mismatch', compare_error_num: 1, remaining: 1 },
    });
    expect(first.body.data.distance).toBeGreaterThan(0.5);
    const second = await postForm(client, FACE_API.compare, [woman], { purpose: 'exam' });
    expect(second.body).toMatchObject({ code: 500, data: { compare_error_num: 2, remaining: 0, paused: true } });
    // Paused: even the right face is not looked at until the teacher allows the student again.
    const right = await postForm(client, FACE_API.compare, [PHOTOS.faceId()], { purpose: 'study_start' });
    expect(right.body).toMatchObject({ code: 500, data: { reason: 'paused', paused: true } });
    // The demo data pauses a student of this institution too: the count is the paused list's length.
    const paused = (await api.as('teacher').get(FACE_API.paused)).body.data as { user_id: number }[];
    expect(paused.map((p) => p.user_id)).toContain(student.id);
    expect((await api.as('teacher').get('/f/v1/todo-tasks/counts')).body.data.face_paused).toBe(paused.length);
    expect((await api.as('teacher').post(FACE_API.reset(student.id))).status).toBe(200);
    const after = await postForm(client, FACE_API.compare, [PHOTOS.faceId()], { purpose: 'study_start' });
    expect(after.body).toMatchObject({ code: 200, data: { passed: true } });
  });
});

describe("the teacher's upload and /faceRecognition", () => {
  it("registers a student from the teacher's photo, refuses other institutions, and the student then passes", async () => {
    const other = await postForm(
      api.as({ username: 'qd_teacher', role: 'teacher' }),
      FACE_API.teacherPhoto(student01.id),
      [PHOTOS.faceId()],
    );
    expect(other.status).toBe(404);
    const refused = await postForm(api.as('teacher'), FACE_API.teacherPhoto(student01.id), [PHOTOS.group()]);
    expect(refused.status).toBe(400);
    expect(refused.body.data.reason).toBe('several_faces');
    // Worded for a file the teacher chose, not for a camera.
    expect(refused.body.msg).toBe('照片中有多张人脸，请换一张只有学员本人的照片');
    const res = await postForm(api.as('teacher'), FACE_API.teacherPhoto(student01.id), [PHOTOS.faceId()]);
    expect(res.status).toBe(201);
    expect(await isCompare(student01.id)).toBe(0);
    const pass = await postForm(
      api.as({ username: 'student01', role: 'student' }),
      FACE_API.compare,
      [PHOTOS.webcam()],
      { purpose: 'live' },
    );
    expect(pass.body).toMatchObject({ code: 200, data: { passed: true } });
    expect(await isCompare(student01.id)).toBe(1);
    const history = await api.as('teacher').get(FACE_API.checks(student01.id));
    expect(history.body.data[0]).toMatchObject({ purpose: 'live', result: 'pass' });
    expect(JSON.stringify(history.body.data)).not.toContain('face/captures');
  });

  it('identifies the demo student by name and ID number and verifies them with the camera', async () => {
    const at = { remoteAddress: '10.9.0.1' };
    const identified = await api.anon.post(
      FACE_API.publicIdentify,
      { name: student.name, id_card: student.idCard },
      at,
    );
    expect(identified.body.data).toMatchObject({ registered: true });
    const { ticket } = identified.body.data;
    const wrong = await postForm(api.anon, FACE_API.publicVerify, [await PHOTOS.woman()], { ticket }, at.remoteAddress);
    expect(wrong.body).toMatchObject({ code: 500, data: { reason: 'mismatch', compare_error_num: 1 } });
    const res = await postForm(api.anon, FACE_API.publicVerify, [PHOTOS.faceId()], { ticket }, at.remoteAddress);
    expect(res.body).toMatchObject({ code: 200, data: { passed: true } });
    expect(await lastCheck(student.id)).toMatchObject({ purpose: 'public', result: 'pass', address: '10.9.0.1' });
    // A public failure does not count towards the study pause; a used ticket is gone.
    expect((await api.as('student').get(FACE_API.status)).body.data.failures_in_row).toBe(0);
    const reused = await postForm(api.anon, FACE_API.publicVerify, [PHOTOS.faceId()], { ticket });
    expect(reused.status).toBe(400);
  });
});
