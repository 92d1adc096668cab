// Claims: a draft for a finished class with the amounts of the standard valid on its end date, submission (roster
// frozen, documents generated, chain frozen), who acts at each step (others 403, outside the region 404), strikes
// and returns with their reasons, totals that add up, the audit and the timeline.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settlementStandards } from '@/db/schema/settlement.ts';
import { type Api, auditRow, multipartFile, testApp } from '../helpers.ts';
import { AMOUNT, claimRow, cleanSlate, draft, finishedClasses, makeEligible, review } from './fixtures.ts';

let api: Api;
let first: Awaited<ReturnType<typeof finishedClasses>>[number];
beforeAll(async () => {
  api = await testApp();
  await cleanSlate(api);
  first = (await finishedClasses(api))[0]!;
});
afterAll(() => api.close());

describe('a draft', () => {
  it('takes only a finished class of the teacher, once, with the amounts of the standard valid on its end date', async () => {
    const [running] = (await api.as('teacher').get('/f/v1/classes?status=running')).body.data.list;
    const refused = await api.as('teacher').post('/f/v1/settlements', { class_id: running.id });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('培训班结业后才能申领补贴');
    const [qd] = await finishedClasses(api, 'qd_teacher');
    expect((await api.as('teacher').post('/f/v1/settlements', { class_id: qd!.cls.id })).status).toBe(404);
    expect((await api.as('trainer').post('/f/v1/settlements', { class_id: first.cls.id })).status).toBe(403);

    // A standard of the class's own area wins over the city's; one that ended before the class did never applies.
    const [course] = await api.app.db
      .select()
      .from(settlementStandards)
      .where(eq(settlementStandards.courseId, first.cls.courseId!));
    const area = await api.as('admin').post('/a/v1/settlement-standards', {
      course_id: course!.courseId,
      region_code: first.cls.regionCode,
      training_kind: 'SYB',
      amount_fen: 123_456,
      valid_from: '2020-01-01',
      valid_to: '2020-12-31',
    });
    expect(area.status).toBe(201);
    const claim = await draft(api, first.cls.id);
    const detail = (await api.as('teacher').get(`/f/v1/settlements/${claim.id}`)).body.data;
    expect(detail.status).toBe('draft');
    const eligible = detail.students.filter((s: { eligible: boolean }) => s.eligible);
    expect(eligible.length).toBeGreaterThan(0);
    expect(eligible.every((s: { amount_fen: number }) => s.amount_fen === AMOUNT)).toBe(true);
    const ineligible = detail.students.filter((s: { eligible: boolean }) => !s.eligible);
    expect(ineligible.length).toBeGreaterThan(0);
    expect(
      ineligible.every((s: { amount_fen: number; reasons: unknown[] }) => s.amount_fen === 0 && s.reasons.length),
    ).toBe(true);
    expect(detail.total_fen).toBe(eligible.length * AMOUNT);
    expect(detail.claimed_fen).toBe(detail.total_fen);
    expect(detail.steps.map((s: { action: string }) => s.action)).toEqual(['create']);
    expect(await auditRow(api, 'settlement.create', String(claim.id))).toBeTruthy();

    const again = await api.as('teacher').post('/f/v1/settlements', { class_id: first.cls.id });
    expect(again.status).toBe(409);
    // The area standard, valid on the end date now, changes the amounts at submission.
    await api.as('admin').put(`/a/v1/settlement-standards/${area.body.data.id}`, {
      ...area.body.data,
      valid_to: null,
    });
    const sent = await api.as('teacher').post(`/f/v1/settlements/${claim.id}/submit`);
    expect(sent.status).toBe(200);
    expect(sent.body.data.total_fen).toBe(eligible.length * 123_456);
    await api.as('admin').delete(`/a/v1/settlement-standards/${area.body.data.id}`);
  });
});

describe('the chain', () => {
  it('goes area then city then publicity; each step only by the role whose turn it is, inside its region', async () => {
    const [claim] = (await api.as('teacher').get('/f/v1/settlements')).body.data.list;
    const id = claim.id as number;
    expect(claim.status).toBe('area_review');
    expect(claim.chain).toEqual(['area', 'city']);
    const detail = (await api.as('teacher').get(`/f/v1/settlements/${id}`)).body.data;
    // The generated documents: roster, hours and results, as XLSX and PDF.
    expect(detail.documents.filter((d: { generated: boolean }) => d.generated)).toHaveLength(6);
    const pdf = detail.documents.find((d: { mime: string }) => d.mime === 'application/pdf');
    const file = await api.as('teacher').get(pdf.url);
    expect(file.status).toBe(200);
    expect(file.raw.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await api.as('area').get(`/a/v1/settlements/${id}/documents/${pdf.id}`)).status).toBe(200);
    // Submitted claims cannot be changed by the teacher.
    expect((await api.as('teacher').post(`/f/v1/settlements/${id}/submit`)).status).toBe(400);

    for (const who of ['city', 'province', 'admin'] as const) {
      const res = await review(api, who, id, { action: 'approve' });
      expect(res.status, who).toBe(403);
      expect(res.body.msg).toBe('当前不是您的审核环节');
    }
    expect((await review(api, 'teacher', id, { action: 'approve' })).status).toBe(403);
    expect(
      (await api.as('area').get('/a/v1/settlements?todo=1')).body.data.list.map((c: { id: number }) => c.id),
    ).toContain(id);
    const area = await review(api, 'area', id, { action: 'approve' });
    expect(area.status).toBe(200);
    expect(area.body.data.status).toBe('city_review');
    expect(await auditRow(api, 'settlement.approve', String(id))).toBeTruthy();
    expect((await review(api, 'area', id, { action: 'approve' })).status).toBe(403);

    // A strike needs a reason and students of the claim; the totals follow.
    const payable = area.body.data.students.filter((s: { payable_fen: number }) => s.payable_fen > 0);
    const struck = payable[0].enrolment_id;
    expect((await review(api, 'city', id, { action: 'strike', enrolmentIds: [struck] })).status).toBe(400);
    expect((await review(api, 'city', id, { action: 'strike', reason: '签到表无本人签字' })).status).toBe(400);
    expect((await review(api, 'city', id, { action: 'strike', reason: 'x', enrolmentIds: [999999] })).status).toBe(400);
    const strike = await review(api, 'city', id, {
      action: 'strike',
      reason: '签到表无本人签字',
      enrolmentIds: [struck],
    });
    expect(strike.status).toBe(200);
    expect(strike.body.data.status).toBe('city_review');
    // The amount of the standard applied at submission.
    const unit = payable[0].amount_fen as number;
    expect(strike.body.data.total_fen).toBe((payable.length - 1) * unit);
    expect(strike.body.data.claimed_fen).toBe(payable.length * unit);
    expect(strike.body.data.student_count).toBe(payable.length - 1);
    const line = strike.body.data.students.find((s: { enrolment_id: number }) => s.enrolment_id === struck);
    expect(line).toMatchObject({ struck: true, struck_reason: '签到表无本人签字', payable_fen: 0 });
    const sum = strike.body.data.students.reduce((n: number, s: { payable_fen: number }) => n + s.payable_fen, 0);
    expect(sum).toBe(strike.body.data.total_fen);

    const city = await review(api, 'city', id, { action: 'approve' });
    expect(city.status).toBe(200);
    expect(city.body.data.status).toBe('publicity');
    expect(city.body.data.publicity_ends_on > city.body.data.publicity_starts_on).toBe(true);
    expect(city.body.data.steps.map((s: { action: string }) => s.action)).toEqual([
      'create',
      'submit',
      'approve',
      'strike',
      'approve',
      'publicity_start',
    ]);
    const steps = city.body.data.steps;
    expect(steps[2]).toMatchObject({ role: 'area', from: 'area_review', to: 'city_review' });
    expect(steps[3]).toMatchObject({ role: 'city', reason: '签到表无本人签字' });
    // In publicity nobody reviews.
    expect((await review(api, 'city', id, { action: 'approve' })).status).toBe(400);
  });

  it('hides claims of other regions (404) and drafts from reviewers', async () => {
    const [qd] = await finishedClasses(api, 'qd_teacher');
    const QD = { username: 'qd_teacher', role: 'teacher' } as const;
    // One of its students did everything (some already sat the theory test in the demo).
    for (const s of qd!.roster) {
      const done = await makeEligible(api, qd!.cls.id, s.userId).then(
        () => true,
        () => false,
      );
      if (done) break;
    }
    const claim = await draft(api, qd!.cls.id, QD);
    expect((await api.as('city').get(`/a/v1/settlements/${claim.id}`)).status).toBe(404);
    await api.as(QD).post(`/f/v1/settlements/${claim.id}/submit`);
    expect((await api.as('city').get(`/a/v1/settlements/${claim.id}`)).status).toBe(404);
    expect((await review(api, 'area', claim.id, { action: 'approve' })).status).toBe(404);
    expect((await api.as('province').get(`/a/v1/settlements/${claim.id}`)).status).toBe(200);
    expect((await api.as('teacher').get(`/f/v1/settlements/${claim.id}`)).status).toBe(404);
    const queue = (await api.as('city').get('/a/v1/settlements')).body.data.list as { id: number }[];
    expect(queue.map((c) => c.id)).not.toContain(claim.id);
  });
});

/** A 1x1 PNG: a scan the upload check takes by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const uploadScan = (id: number, kind = 'sign_in') => {
  const { payload, headers } = multipartFile(PNG, { filename: 'sign-in.png', contentType: 'image/png' });
  return api.as('teacher').post(`/f/v1/settlements/${id}/documents`, payload, { headers, query: { kind } });
};

describe('returning', () => {
  it('sends the claim back with a reason at any step; the teacher submits again and strikes are kept', async () => {
    const [, second] = await finishedClasses(api);
    // Its course has no theory test: the admin's rule set asks hours and identity only.
    const rules = { require_hours: true, require_theory: false, require_identity: true };
    const set = await api.as('admin').put(`/a/v1/certificate-rules/${second!.cls.courseId}`, {
      ...rules,
      live_min_percent: 0,
      homework_min_percent: 0,
    });
    expect(set.status).toBe(200);
    for (const s of second!.roster.slice(0, 2)) await makeEligible(api, second!.cls.id, s.userId, { theory: false });
    const d = await draft(api, second!.cls.id);
    const claim = (await api.as('teacher').post(`/f/v1/settlements/${d.id}/submit`)).body.data as {
      id: number;
      students: { enrolment_id: number; eligible: boolean }[];
    };
    const eligibleIds = claim.students.filter((s) => s.eligible).map((s) => s.enrolment_id);
    expect(eligibleIds.length).toBeGreaterThanOrEqual(2);
    await review(api, 'area', claim.id, { action: 'strike', reason: '重复报名', enrolmentIds: [eligibleIds[0]] });
    expect((await review(api, 'area', claim.id, { action: 'return' })).status).toBe(400);
    const back = await review(api, 'area', claim.id, { action: 'return', reason: '缺少银行开户证明' });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({
      status: 'returned',
      returned_reason: '缺少银行开户证明',
      current_step: null,
    });
    expect(await auditRow(api, 'settlement.return', String(claim.id))).toBeTruthy();
    expect((await review(api, 'area', claim.id, { action: 'approve' })).status).toBe(400);
    expect((await claimRow(api, claim.id)).status).toBe('returned');
    const teacherView = (await api.as('teacher').get(`/f/v1/settlements/${claim.id}`)).body.data;
    expect(teacherView.can.submit).toBe(true);
    expect(teacherView.can.upload).toBe(true);

    // The returned claim takes scans and lets the teacher remove one; generated documents stay.
    const wrong = await uploadScan(claim.id);
    expect(wrong.status).toBe(201);
    const kept = await uploadScan(claim.id, 'bank_proof');
    expect(kept.status).toBe(201);
    const generatedDoc = teacherView.documents.find((d: { generated: boolean }) => d.generated);
    expect(
      (await api.as('trainer').delete(`/f/v1/settlements/${claim.id}/documents/${wrong.body.data.id}`)).status,
    ).toBe(403);
    expect((await api.as('teacher').delete(`/f/v1/settlements/${claim.id}/documents/${generatedDoc.id}`)).status).toBe(
      404,
    );
    const removed = await api.as('teacher').delete(`/f/v1/settlements/${claim.id}/documents/${wrong.body.data.id}`);
    expect(removed.status).toBe(200);
    expect(await auditRow(api, 'settlement.remove_document', String(claim.id))).toBeTruthy();
    const afterRemoval = (await api.as('teacher').get(`/f/v1/settlements/${claim.id}`)).body.data;
    expect(afterRemoval.documents.map((d: { id: number }) => d.id)).not.toContain(wrong.body.data.id);
    expect(afterRemoval.documents.map((d: { id: number }) => d.id)).toContain(kept.body.data.id);
    expect(afterRemoval.steps.at(-1).action).toBe('remove_document');

    const again = await api.as('teacher').post(`/f/v1/settlements/${claim.id}/submit`);
    expect(again.status).toBe(200);
    // Submitted, its scans are frozen: neither removed nor added (400), and still listed.
    const frozen = await api.as('teacher').delete(`/f/v1/settlements/${claim.id}/documents/${kept.body.data.id}`);
    expect(frozen.status).toBe(400);
    expect(frozen.body.msg).toBe('只有草稿或退回的申领可以修改和提交');
    expect((await uploadScan(claim.id)).status).toBe(400);
    const submittedView = (await api.as('teacher').get(`/f/v1/settlements/${claim.id}`)).body.data;
    expect(submittedView.can.upload).toBe(false);
    expect(submittedView.documents.map((d: { id: number }) => d.id)).toContain(kept.body.data.id);
    expect(again.body.data.status).toBe('area_review');
    const struck = again.body.data.students.find((s: { enrolment_id: number }) => s.enrolment_id === eligibleIds[0]);
    expect(struck.struck).toBe(true);
    expect(again.body.data.total_fen).toBe((eligibleIds.length - 1) * AMOUNT);
  });
});
