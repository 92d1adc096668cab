// GET /f/v1/classes/{id}/eligibility and /s/v1/eligibility: every reason on the demo's finished class, the scope
// (404 outside it), the teacher's face waiver, the rule set per course (live and homework) and the student's own.
import type { ClassEligibility, MyEligibilityItem } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '@/db/schema/certificates.ts';
import { classSessions } from '@/db/schema/classes.ts';
import { homeworkSubmissions, homeworks } from '@/db/schema/homework.ts';
import { liveProgress } from '@/db/schema/learning.ts';
import { demoFinishedClass } from '../certificates/fixtures.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';

let api: Api;
let demo: Awaited<ReturnType<typeof demoFinishedClass>>;
beforeAll(async () => {
  api = await testApp();
  demo = await demoFinishedClass(api);
});
afterAll(() => api.close());

const eligibility = async (who: Parameters<Api['as']>[0] = 'teacher') =>
  api.as(who).get<ClassEligibility>(`/f/v1/classes/${demo.cls.id}/eligibility`);
const answerOf = (data: ClassEligibility, userId: number) => data.students.find((s) => s.student_id === userId)!;

describe('a class roster with reasons', () => {
  it('gives each enrolled student one answer; every reason of the demo shows with its numbers', async () => {
    const res = await eligibility();
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data.students.length).toBe(demo.roster.length);
    expect(data.rules).toMatchObject({ require_hours: true, require_theory: true, require_identity: true });
    const eligible = answerOf(data, demo.student('eligible').userId);
    expect(eligible).toMatchObject({ eligible: true, reasons: [] });
    expect(eligible.certificate?.certificate_no).toMatch(/^SD/);
    expect(answerOf(data, demo.student('hours_short').userId).reasons).toEqual([
      { code: 'hours_short', done: 12.5, required: 64 },
    ]);
    expect(answerOf(data, demo.student('theory_failed').userId).reasons).toEqual([
      { code: 'theory_failed', done: 52, required: 60 },
    ]);
    expect(answerOf(data, demo.student('theory_not_taken').userId).reasons).toEqual([{ code: 'theory_not_taken' }]);
    expect(answerOf(data, demo.student('no_face').userId).reasons).toEqual([{ code: 'face_not_registered' }]);
    expect(answerOf(data, demo.student('face_failed').userId).reasons).toEqual([
      { code: 'face_checks_failed', done: 2 },
    ]);
    expect(answerOf(data, demo.student('unverified').userId).reasons).toEqual([{ code: 'not_verified' }]);
    for (const s of data.students.filter((x) => !x.eligible)) expect(s.certificate).toBeNull();
  });

  it("is seen by the class's regions and trainer, and is 404 for another institution's teacher", async () => {
    expect((await eligibility('area')).status).toBe(200);
    expect((await eligibility('city')).status).toBe(200);
    expect((await eligibility('trainer')).status).toBe(200);
    const other = await eligibility({ username: 'qd_teacher', role: 'teacher' });
    expect(other.status).toBe(404);
    expect((await eligibility('student')).status).toBe(403);
    expect((await api.anon.get(`/f/v1/classes/${demo.cls.id}/eligibility`)).status).toBe(401);
  });
});

describe("the teacher's face waiver", () => {
  it('counts a waived student as verified, keeps who and why, and is audited', async () => {
    const failed = demo.student('face_failed');
    const res = await api.as('teacher').post(`/f/v1/classes/${demo.cls.id}/face-waivers`, {
      student_id: failed.userId,
      reason: '摄像头损坏，线下核验本人',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reason: '摄像头损坏，线下核验本人', student_id: failed.userId });
    expect(res.body.data.waived_by_name).not.toBe('');
    const after = answerOf((await eligibility()).body.data, failed.userId);
    expect(after.reasons).toEqual([]);
    expect(after.facts).toMatchObject({ face_waived: true, face_waiver_reason: '摄像头损坏，线下核验本人' });
    expect(await auditRow(api, 'face.waive', String(res.body.data ? after.enrolment_id : 0))).toBeTruthy();
  });

  it('refuses without a reason, for a student of no such class, and for another institution', async () => {
    const url = `/f/v1/classes/${demo.cls.id}/face-waivers`;
    const student = demo.student('no_face').userId;
    expect((await api.as('teacher').post(url, { student_id: student, reason: '' })).status).toBe(400);
    expect((await api.as('teacher').post(url, { student_id: 1, reason: '原因' })).status).toBe(404);
    const other = await api
      .as({ username: 'qd_teacher', role: 'teacher' })
      .post(url, { student_id: student, reason: '原因' });
    expect(other.status).toBe(404);
  });
});

describe('the rule set per course', () => {
  it('asks for live attendance and homework once an admin requires them; issued certificates keep their rules', async () => {
    const eligibleId = demo.student('eligible', 1).userId;
    const [before] = await api.app.db.select().from(certificates).where(eq(certificates.userId, eligibleId));
    const past = new Date(Date.now() - 30 * 86_400_000);
    const [session] = await api.app.db
      .insert(classSessions)
      .values({ classId: demo.cls.id, kind: 'live', startsAt: past, endsAt: new Date(past.getTime() + 3_600_000) })
      .returning();
    const [work] = await api.app.db
      .insert(homeworks)
      .values({ classId: demo.cls.id, title: '创业计划书', dueAt: past, fullScore: 100 })
      .returning();
    // One student attended (40 of 60 minutes) and passed the homework (70/100).
    await api.app.db
      .insert(liveProgress)
      .values({ userId: eligibleId, sessionId: session!.id, liveSeconds: 2400, updatedAt: new Date() });
    await api.app.db
      .insert(homeworkSubmissions)
      .values({ homeworkId: work!.id, userId: eligibleId, status: 'marked', score: 70 });

    const put = await api.as('admin').put(`/a/v1/certificate-rules/${demo.cls.courseId}`, {
      require_hours: true,
      require_theory: true,
      require_identity: true,
      live_min_percent: 50,
      homework_min_percent: 100,
    });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ custom: true, live_min_percent: 50 });
    expect(await auditRow(api, 'certificate_rules.update', String(demo.cls.courseId))).toBeTruthy();

    const data = (await eligibility()).body.data;
    expect(answerOf(data, eligibleId).reasons.map((r) => r.code)).not.toContain('homework_short');
    const other = answerOf(data, demo.student('eligible', 2).userId);
    expect(other.facts.live_total).toBeGreaterThan(0);
    expect(other.reasons).toEqual([
      { code: 'live_short', done: 0, total: other.facts.live_total, required: 50 },
      { code: 'homework_short', done: 0, total: other.facts.homework_total, required: 100 },
    ]);
    const [after] = await api.app.db.select().from(certificates).where(eq(certificates.userId, eligibleId));
    expect(after!.snapshot).toEqual(before!.snapshot);
    expect(after!.sha256).toBe(before!.sha256);

    const list = await api.as('admin').get(`/a/v1/certificate-rules?page=1&size=50`);
    expect(list.body.data.list.find((r: { course_id: number }) => r.course_id === demo.cls.courseId).custom).toBe(true);
    expect((await api.as('area').get('/a/v1/certificate-rules')).status).toBe(403);
    const bad = await api.as('admin').put(`/a/v1/certificate-rules/${demo.cls.courseId}`, {
      ...put.body.data,
      live_min_percent: 101,
    });
    expect(bad.status).toBe(400);
  });
});

describe("the student's own answer", () => {
  it('answers the demo student for their running class with the reasons', async () => {
    const res = await api.as('student').get<MyEligibilityItem[]>('/s/v1/eligibility');
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeGreaterThan(0);
    const mine = res.body.data[0]!;
    expect(mine.eligible).toBe(false);
    expect(mine.reasons.map((r) => r.code)).toContain('hours_short');
    expect(mine.class_status).toBe('running');
    expect((await api.as('teacher').get('/s/v1/eligibility')).status).toBe(403);
  });
});
