// Certificates are issued when a class finishes (by the teacher, or by the lifecycle job) to its eligible students
// only, and one by one afterwards; each with a number, a snapshot and its sha256, and a stored PDF.
import { createHash } from 'node:crypto';
import { CERTIFICATE_NUMBER } from '@etp/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classes, enrolments } from '@/db/schema/classes.ts';
import { users } from '@/db/schema/users.ts';
import { type Api, auditRow, testApp } from '../helpers.ts';
import { certificateOf, demoFinishedClass, makeEligible } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

/** A running class of the demo teacher with its students. */
async function runningClass() {
  const [teacher] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'teacher'));
  const [cls] = await api.app.db
    .select()
    .from(classes)
    .where(and(eq(classes.teacherId, teacher!.id), eq(classes.status, 'running')))
    .orderBy(asc(classes.id))
    .limit(1);
  const roster = await api.app.db
    .select({ userId: enrolments.userId })
    .from(enrolments)
    .where(eq(enrolments.classId, cls!.id))
    .orderBy(asc(enrolments.id));
  return { cls: cls!, roster };
}

describe('finishing a class', () => {
  it("issues to its eligible students only when the teacher finishes it, each with its snapshot's hash and a PDF", async () => {
    const { cls, roster } = await runningClass();
    const [first, second] = roster;
    await makeEligible(api, cls.id, first!.userId);
    expect((await api.as('trainer').post(`/f/v1/classes/${cls.id}/finish`)).status).toBe(403);
    const res = await api.as('teacher').post(`/f/v1/classes/${cls.id}/finish`);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('finished');
    expect(await auditRow(api, 'class.finish', String(cls.id))).toBeTruthy();
    const cert = await certificateOf(api, cls.id, first!.userId);
    expect(cert?.certificateNo).toMatch(CERTIFICATE_NUMBER);
    expect(cert?.status).toBe('issued');
    expect(await certificateOf(api, cls.id, second!.userId)).toBeUndefined();
    // The hash is over the snapshot's canonical JSON (keys sorted).
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
            )
          : v;
    expect(cert!.sha256).toBe(
      createHash('sha256')
        .update(JSON.stringify(sorted(cert!.snapshot)))
        .digest('hex'),
    );
    expect(cert!.snapshot).toMatchObject({ certificate_no: cert!.certificateNo, class_name: cls.name });
    expect((cert!.snapshot as { id_card: string }).id_card).toMatch(/\*/);
    const stat = await api.app.storage.stat(cert!.pdfKey!);
    expect(stat?.size).toBeGreaterThan(1000);
    // Finishing again is refused and issues nothing more.
    expect((await api.as('teacher').post(`/f/v1/classes/${cls.id}/finish`)).status).toBe(409);
  });

  it('issues when the lifecycle job finishes a class after its end date', async () => {
    const [hy] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.username, 'hy_teacher'));
    const [cls] = await api.app.db
      .select()
      .from(classes)
      .where(and(eq(classes.teacherId, hy!.id), eq(classes.status, 'running')))
      .limit(1);
    const [one] = await api.app.db.select().from(enrolments).where(eq(enrolments.classId, cls!.id)).limit(1);
    // Its course has no theory paper: the admin's rule set for it does not ask for the test.
    await api.as('admin').put(`/a/v1/certificate-rules/${cls!.courseId}`, {
      require_hours: true,
      require_theory: false,
      require_identity: true,
      live_min_percent: 0,
      homework_min_percent: 0,
    });
    await makeEligible(api, cls!.id, one!.userId, { theory: false });
    await api.app.db.update(classes).set({ endDate: '2020-01-01' }).where(eq(classes.id, cls!.id));
    const moved = await api.app.classes.runLifecycle();
    expect(moved.finished).toBeGreaterThanOrEqual(1);
    expect((await certificateOf(api, cls!.id, one!.userId))?.status).toBe('issued');
  });
});

describe('issuing late', () => {
  it('refuses a student who is not eligible, issues once they are, and refuses a second one', async () => {
    const demo = await demoFinishedClass(api);
    const late = demo.student('theory_not_taken');
    const url = `/f/v1/classes/${demo.cls.id}/certificates`;
    const refused = await api.as('teacher').post(url, { student_id: late.userId });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('该学员尚未达到合格条件，不能颁发证明');
    await makeEligible(api, demo.cls.id, late.userId);
    const issued = await api.as('teacher').post(url, { student_id: late.userId });
    expect(issued.status).toBe(201);
    expect(issued.body.data.issued[0].certificate_no).toMatch(CERTIFICATE_NUMBER);
    const cert = await certificateOf(api, demo.cls.id, late.userId);
    expect(await auditRow(api, 'certificate.issue', String(cert!.id))).toBeTruthy();
    const again = await api.as('teacher').post(url, { student_id: late.userId });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('该学员已有本班的合格证明');
  });

  it('is refused for a class that has not finished and outside the teacher’s institution', async () => {
    const { cls, roster } = await runningClass().catch(() => ({ cls: null, roster: [] }));
    const demo = await demoFinishedClass(api);
    const other = await api
      .as({ username: 'qd_teacher', role: 'teacher' })
      .post(`/f/v1/classes/${demo.cls.id}/certificates`, { student_id: demo.roster[0]!.userId });
    expect(other.status).toBe(404);
    if (cls) {
      const res = await api
        .as('teacher')
        .post(`/f/v1/classes/${cls.id}/certificates`, { student_id: roster[0]!.userId });
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('培训班结业后才能颁发合格证明');
    }
  });
});
