// Face calls without the engine: who may call what (role and institution), bad forms, the pause after too many
// failures and the teacher's to-do list, the public identify's limits and the captures' retention. No engine starts.
import { FACE_API } from '@etp/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faceChecks, faceProfiles, users } from '../../src/db/schema/index.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { demoStudent, postForm } from './support.ts';

const QD_TEACHER = { username: 'qd_teacher', role: 'teacher' } as const;
const JUNK = Buffer.from('not really a picture');
let api: Api;
let student: Awaited<ReturnType<typeof demoStudent>>;

beforeAll(async () => {
  api = await testApp({ FACE_MAX_FAILURES: '2', FACE_IDENTIFY_LIMIT_PER_PERSON: '3', FACE_IDENTIFY_LIMIT_PER_IP: '6' });
  student = await demoStudent(api, 'student');
});
afterAll(() => api.close());

/** Gives the demo student a registered profile directly (no engine): a descriptor of zeros and a stored photo. */
async function profileWith(failures: number) {
  const photoKey = await api.app.face.checks.vault.put('photos', JUNK);
  const values = {
    photoKey,
    descriptorCipher: api.app.face.checks.vault.sealDescriptor(new Array(128).fill(0)),
    source: 'camera',
    failuresInRow: failures,
  };
  await api.app.db
    .insert(faceProfiles)
    .values({ userId: student.id, ...values })
    .onConflictDoUpdate({ target: faceProfiles.userId, set: values });
}

describe('face calls: who may call them', () => {
  it('refuses anonymous and non-student callers on the student calls', async () => {
    expect((await postForm(api.anon, FACE_API.compare, [JUNK], { purpose: 'study_start' })).status).toBe(401);
    expect((await postForm(api.as('teacher'), FACE_API.compare, [JUNK], { purpose: 'study_start' })).status).toBe(403);
    expect((await api.as('student').get(FACE_API.checks(student.id))).status).toBe(403);
  });

  it("keeps a teacher to their institution's students: another institution's teacher gets 404", async () => {
    const other = api.as(QD_TEACHER);
    const upload = await postForm(other, FACE_API.teacherPhoto(student.id), [JUNK]);
    expect(upload.status).toBe(404);
    expect(upload.body.msg).toBe('该学员不存在或不属于本机构');
    expect((await other.get(FACE_API.checks(student.id))).status).toBe(404);
    expect((await other.post(FACE_API.reset(student.id))).status).toBe(404);
    const own = await api.as('teacher').get(FACE_API.checks(student.id));
    expect(own.status).toBe(200);
    const audit = await auditRow(api, 'face.checks_view', String(student.id));
    expect(audit.username).toBe('teacher');
  });

  it('shows the registered photo to the teacher of the student only, never cached, audited', async () => {
    await api.app.db.delete(faceProfiles).where(eq(faceProfiles.userId, student.id));
    const none = await api.as('teacher').get(FACE_API.teacherPhoto(student.id));
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe('该学员尚未登记人脸照片');
    await profileWith(0);
    expect((await api.as(QD_TEACHER).get(FACE_API.teacherPhoto(student.id))).status).toBe(404);
    expect((await api.as('student').get(FACE_API.teacherPhoto(student.id))).status).toBe(403);
    const own = await api.as('teacher').get(FACE_API.teacherPhoto(student.id));
    expect(own.status).toBe(200);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(Buffer.from(own.raw.rawPayload).equals(JUNK)).toBe(true);
    expect((await auditRow(api, 'face.photo_view', String(student.id))).username).toBe('teacher');
    await api.app.db.delete(faceProfiles).where(eq(faceProfiles.userId, student.id));
  });

  it('answers a clear message for a form without captures, too many, a bad purpose or an unregistered student', async () => {
    const client = api.as('student');
    const none = await postForm(client, FACE_API.compare, [], { purpose: 'study_start' });
    expect(none.status).toBe(400);
    expect(none.body.data.fields.file).toBeTruthy();
    expect((await postForm(client, FACE_API.compare, [JUNK, JUNK, JUNK, JUNK], { purpose: 'live' })).status).toBe(400);
    const purpose = await postForm(client, FACE_API.compare, [JUNK], { purpose: 'holiday' });
    expect(purpose.status).toBe(400);
    expect(purpose.body.data.fields.purpose).toBeTruthy();
    const lesson = await postForm(client, FACE_API.compare, [JUNK], { purpose: 'study_start', lesson_id: '-3' });
    expect(lesson.body.data.fields.lesson_id).toBeTruthy();
    const unregistered = await postForm(client, FACE_API.compare, [JUNK], { purpose: 'study_start' });
    expect(unregistered.status).toBe(400);
    expect(unregistered.body.msg).toBe('尚未登记人脸照片，请先登记');
    expect((await client.get(FACE_API.status)).body.data).toMatchObject({ registered: false, paused: false });
  });
});

describe('pause after too many failures', () => {
  it('refuses a paused student without looking, shows them on the to-do list, and the teacher allows them again', async () => {
    await profileWith(2);
    const before = await api.app.db.select().from(faceChecks).where(eq(faceChecks.userId, student.id));
    const res = await postForm(api.as('student'), FACE_API.compare, [JUNK], {
      purpose: 'study_random',
      lesson_id: '7',
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(500);
    expect(res.body.data).toMatchObject({
      passed: false,
      compare_error_num: 2,
      remaining: 0,
      paused: true,
      reason: 'paused',
    });
    expect(api.app.face.checks.engine.stats().workers).toBe(0);
    const after = await api.app.db.select().from(faceChecks).where(eq(faceChecks.userId, student.id));
    expect(after.length).toBe(before.length + 1);
    expect(after.find((r) => r.reason === 'paused')).toMatchObject({
      purpose: 'study_random',
      result: 'refused',
      lessonId: 7,
    });

    const teacher = api.as('teacher');
    const list = await teacher.get(FACE_API.paused);
    const mine = list.body.data.find((r: { user_id: number }) => r.user_id === student.id);
    expect(mine).toMatchObject({ failures_in_row: 2 });
    expect(mine.phone).toContain('****');
    // The demo data has its own paused student in this institution; the count is the list's length.
    const others = list.body.data.length - 1;
    expect((await teacher.get('/f/v1/todo-tasks/counts')).body.data.face_paused).toBe(others + 1);
    expect((await api.as(QD_TEACHER).get('/f/v1/todo-tasks/counts')).body.data.face_paused).toBe(0);
    expect((await api.as(QD_TEACHER).get(FACE_API.paused)).body.data).toEqual([]);

    const reset = await teacher.post(FACE_API.reset(student.id));
    expect(reset.status).toBe(200);
    await auditRow(api, 'face.reset', String(student.id));
    expect((await teacher.get('/f/v1/todo-tasks/counts')).body.data.face_paused).toBe(others);
    expect((await api.as('student').get(FACE_API.status)).body.data).toMatchObject({
      registered: true,
      failures_in_row: 0,
      paused: false,
    });
  });
});

describe('/faceRecognition identify', () => {
  it('answers the same for a wrong name and a wrong ID number, and a ticket for the right pair', async () => {
    const at = { remoteAddress: '10.1.0.1' };
    const wrongName = await api.anon.post(FACE_API.publicIdentify, { name: '张三丰', id_card: student.idCard }, at);
    const wrongId = await api.anon.post(
      FACE_API.publicIdentify,
      { name: student.name, id_card: '370102199001010011' },
      at,
    );
    expect(wrongName.status).toBe(400);
    expect(wrongId.status).toBe(400);
    expect(wrongName.body.msg).toBe(wrongId.body.msg);
    const right = await api.anon.post(
      FACE_API.publicIdentify,
      { name: student.name, id_card: student.idCard.toLowerCase() },
      at,
    );
    expect(right.status).toBe(200);
    expect(right.body.data).toMatchObject({ name: student.name });
    expect(right.body.data.ticket).toMatch(/^[\w-]{20,}$/);
    const empty = await api.anon.post(FACE_API.publicIdentify, { name: '', id_card: '' }, at);
    expect(empty.status).toBe(400);
    expect(empty.body.data.fields).toMatchObject({ name: expect.any(String), id_card: expect.any(String) });
  });

  it('slows the (name + ID number, address) pair that fails, and per address across people; never the right pair', async () => {
    const someone = await demoStudent(api, 'student01');
    const attempt = (ip: string, name = someone.name, idCard = someone.idCard) =>
      api.anon.post(FACE_API.publicIdentify, { name, id_card: idCard }, { remoteAddress: ip });
    // Wrong names with the student's ID number from other addresses do not lock the student out (issue 26.9).
    for (const ip of ['10.2.0.1', '10.2.0.2', '10.2.0.3', '10.2.0.4'])
      expect((await attempt(ip, '错误')).status).toBe(400);
    expect((await attempt('10.2.0.5')).status).toBe(200);
    // The pair that keeps failing waits (3 free failures here).
    for (let i = 0; i < 2; i++) expect((await attempt('10.2.0.1', '错误')).status).toBe(400);
    const limited = await attempt('10.2.0.1', '错误');
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
    expect((await attempt('10.2.0.1')).status).toBe(200);

    const ip = '10.3.0.1';
    for (let i = 0; i < 6; i++)
      expect((await attempt(ip, '错误', `37010219900101${String(1000 + i)}`)).status).toBe(400);
    expect((await attempt(ip, student.name, student.idCard)).status).toBe(429);
  });

  it('refuses a verify without a valid ticket', async () => {
    const res = await postForm(api.anon, FACE_API.publicVerify, [JUNK], { ticket: 'a'.repeat(32) });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('身份确认已过期，请重新输入姓名和身份证号');
  });
});

describe('capture retention', () => {
  it('deletes captures older than the retention period and keeps newer ones and the rows', async () => {
    const now = new Date('2026-11-23T08:00:00Z');
    const { checks: face, staff: faceStaff } = api.app.face;
    const { storage } = api.app;
    const oldKey = await face.vault.put('captures', JUNK);
    const newKey = await face.vault.put('captures', JUNK);
    const days = face.settings.retentionDays;
    const [old] = await face.record(student.id, {
      purpose: 'study_start',
      result: 'pass',
      captureKey: oldKey,
      address: '',
    });
    const [recent] = await face.record(student.id, {
      purpose: 'study_start',
      result: 'pass',
      captureKey: newKey,
      address: '',
    });
    await api.app.db
      .update(faceChecks)
      .set({ createdAt: new Date(now.getTime() - (days + 1) * 86_400_000) })
      .where(eq(faceChecks.id, old!.id));
    await api.app.db
      .update(faceChecks)
      .set({ createdAt: new Date(now.getTime() - (days - 1) * 86_400_000) })
      .where(eq(faceChecks.id, recent!.id));

    expect(await faceStaff.purgeCaptures(now)).toBeGreaterThanOrEqual(1);
    expect(await storage.stat(oldKey)).toBeNull();
    expect(await storage.stat(newKey)).not.toBeNull();
    const rows = await api.app.db
      .select()
      .from(faceChecks)
      .where(and(eq(faceChecks.userId, student.id)));
    expect(rows.find((r) => r.id === old!.id)?.captureKey).toBeNull();
    expect(rows.find((r) => r.id === recent!.id)?.captureKey).toBe(newKey);
  });

  it('keeps the capture bytes encrypted at rest', async () => {
    const key = await api.app.face.checks.vault.put('captures', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    const chunks: Buffer[] = [];
    for await (const chunk of api.app.storage.read(key)) chunks.push(chunk as Buffer);
    const stored = Buffer.concat(chunks);
    expect(stored.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(false);
    expect(stored.toString('utf8')).toMatch(/^pd1\./);
    expect(await api.app.face.checks.vault.get(key)).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]));
    expect((await api.app.db.select({ c: users.isCompare }).from(users).where(eq(users.id, student.id)))[0]?.c).toBe(0);
  });
});
