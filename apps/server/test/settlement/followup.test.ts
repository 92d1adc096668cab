// Follow-up contacts (within 6 months after the class ended, in the institution's scope), the teacher's monthly
// to-do, the regions' survey figures (scoped) and their export; the admin's standards (validation, overlaps), the
// settlement account and GET /f/v1/companys/settlement (SPEC 7).
import { siteDay } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, auditRow, exportedRows, testApp } from '../helpers.ts';
import { finishedClasses } from './fixtures.ts';

let api: Api;
let first: Awaited<ReturnType<typeof finishedClasses>>[number];
beforeAll(async () => {
  api = await testApp();
  first = (await finishedClasses(api))[0]!;
});
afterAll(() => api.close());

const contact = (enrolmentId: number, over: object = {}) => ({
  enrolment_id: enrolmentId,
  contacted_on: siteDay(),
  way: 'phone',
  business_started: true,
  employment_status: 'self_employed',
  service_given: '介绍创业担保贷款政策',
  ...over,
});

describe('follow-up contacts', () => {
  it('are recorded for a finished class within 6 months, by its institution only, and leave the to-do', async () => {
    const todo = (await api.as('teacher').get('/f/v1/followups/todo')).body.data as { enrolment_id: number }[];
    const due = todo.find((t) => first.roster.some((r) => r.id === t.enrolment_id));
    expect(due).toBeTruthy();
    const res = await api.as('teacher').post('/f/v1/followups', contact(due!.enrolment_id));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ business_started: true, employment_status: 'self_employed', way: 'phone' });
    expect(await auditRow(api, 'followup.create', String(due!.enrolment_id))).toBeTruthy();
    const after = (await api.as('teacher').get('/f/v1/followups/todo')).body.data as { enrolment_id: number }[];
    expect(after.map((t) => t.enrolment_id)).not.toContain(due!.enrolment_id);

    const before = await api
      .as('teacher')
      .post('/f/v1/followups', contact(due!.enrolment_id, { contacted_on: '2020-01-01' }));
    expect(before.status).toBe(400);
    expect(before.body.msg).toBe('只能在结业后 6 个月内登记跟踪服务');
    const future = await api
      .as('teacher')
      .post('/f/v1/followups', contact(due!.enrolment_id, { contacted_on: siteDay(Date.now(), 3) }));
    expect(future.status).toBe(400);
    const other = await api
      .as({ username: 'qd_teacher', role: 'teacher' })
      .post('/f/v1/followups', contact(due!.enrolment_id));
    expect(other.status).toBe(404);
    expect((await api.as('student').post('/f/v1/followups', contact(due!.enrolment_id))).status).toBe(403);
    const listed = (await api.as('teacher').get('/f/v1/followups')).body.data.list as { enrolment_id: number }[];
    expect(listed.map((l) => l.enrolment_id)).toContain(due!.enrolment_id);
  });

  it('add up in the survey figures of the regions that see the class, and export to the download centre', async () => {
    const byClass = (await api.as('area').get('/a/v1/service-survey?by=class')).body.data;
    const row = byClass.rows.find((r: { key: string }) => r.key === String(first.cls.id));
    expect(row.students).toBe(first.roster.length);
    expect(row.contacts).toBeGreaterThan(0);
    expect(row.business_started).toBeGreaterThan(0);
    expect(byClass.services.length).toBeGreaterThan(0);
    const qd = (await api.as('city').get('/a/v1/service-survey?by=institution')).body.data;
    expect(qd.rows.every((r: { name: string }) => !r.name.includes('青岛'))).toBe(true);
    expect((await api.as('teacher').get('/a/v1/service-survey')).status).toBe(403);
    const rows = await exportedRows(api, api.as('area'), '/a/v1/service-survey/export', { by: 'class' });
    expect(rows[0]).toContain('答卷率');
    expect(rows.some((r) => r.includes(first.cls.name))).toBe(true);
  });
});

describe('admin settings', () => {
  it('checks standards: dates, course, region and overlaps', async () => {
    const base = {
      course_id: first.cls.courseId,
      region_code: '370102',
      training_kind: 'SYB',
      amount_fen: 90_000,
      valid_from: '2030-01-01',
      valid_to: '2030-12-31',
    };
    expect((await api.as('area').post('/a/v1/settlement-standards', base)).status).toBe(403);
    // Each refusal names the field the admin's form shows it on (data.fields).
    const fieldOf = async (body: object, status = 400) => {
      const res = await api.as('admin').post('/a/v1/settlement-standards', body);
      expect(res.status).toBe(status);
      return Object.keys(res.body.data?.fields ?? {});
    };
    expect(await fieldOf({ ...base, valid_to: '2029-01-01' })).toEqual(['valid_to']);
    expect(await fieldOf({ ...base, amount_fen: 1.5 })).toEqual(['amount_fen']);
    expect(await fieldOf({ ...base, region_code: '999999' })).toEqual(['region_code']);
    expect(await fieldOf({ ...base, course_id: 999_999 })).toEqual(['course_id']);
    const made = await api.as('admin').post('/a/v1/settlement-standards', base);
    expect(made.status).toBe(201);
    expect(await auditRow(api, 'settlement_standard.create', String(made.body.data.id))).toBeTruthy();
    const overlap = await api
      .as('admin')
      .post('/a/v1/settlement-standards', { ...base, valid_from: '2030-06-01', valid_to: null });
    expect(overlap.status).toBe(409);
    expect(Object.keys(overlap.body.data.fields)).toEqual(['valid_from']);
    // A change that overlaps another standard of the region is refused the same way.
    const later = await api.as('admin').post('/a/v1/settlement-standards', {
      ...base,
      valid_from: '2031-01-01',
      valid_to: '2031-12-31',
    });
    expect(later.status).toBe(201);
    const moved = await api
      .as('admin')
      .put(`/a/v1/settlement-standards/${later.body.data.id}`, { ...base, valid_from: '2030-12-01', valid_to: null });
    expect(moved.status).toBe(409);
    expect(Object.keys(moved.body.data.fields)).toEqual(['valid_from']);
    // A chain for a region that does not exist names the region.
    const chain = await api.as('admin').put('/a/v1/settlement-chains/999999', { levels: ['area'], publicity_days: 3 });
    expect(chain.status).toBe(400);
    expect(Object.keys(chain.body.data.fields)).toEqual(['region_code']);
    const holiday = await api
      .as('admin')
      .post('/a/v1/settlement-holidays', { day: '2030-10-01', kind: 'holiday', name: '国庆节' });
    expect(holiday.status).toBe(201);
    expect((await api.as('admin').get('/a/v1/settlement-holidays?year=2030')).body.data).toEqual([
      { day: '2030-10-01', kind: 'holiday', name: '国庆节' },
    ]);
  });

  it("answers the site's settlement contact and the institution's account (SPEC 7)", async () => {
    const saved = await api.as('teacher').put('/f/v1/settlements/account', {
      account_name: '济南市历下区泉城职业培训学校',
      bank_name: '中国工商银行济南历下支行',
      account_no: '1602 0012 0920 0123 456',
    });
    expect(saved.status).toBe(200);
    const res = await api.as('teacher').get('/f/v1/companys/settlement');
    expect(res.status).toBe(200);
    expect(res.body.data.institution_name).not.toBe('');
    expect(res.body.data.account).toMatchObject({ bank_name: '中国工商银行济南历下支行' });
    expect(typeof res.body.data.settlement_contact).toBe('string');
    expect(
      (await api.as('teacher').put('/f/v1/settlements/account', { ...saved.body.data, account_no: 'abc' })).status,
    ).toBe(400);
    expect((await api.as('student').get('/f/v1/companys/settlement')).status).toBe(403);
  });
});
