// Issue 12: "every list ... exportable to the download centre": the institution and lead lists, inside the caller's
// scope and filters, personal data masked as on screen.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, exportedRows, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('institution export', () => {
  it('holds exactly the institutions the caller lists, with the filters applied', async () => {
    const listed = (await api.as('area').get('/a/v1/institutions?page=1&size=100')).body.data;
    expect(listed.total).toBeGreaterThan(0);
    const rows = await exportedRows(api, api.as('area'), '/a/v1/institutions/export');
    expect(rows[0]).toEqual(['机构名称', '类型', '区县', '状态', '联系人', '联系电话', '地址', '班级数', '创建时间']);
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(listed.list.map((r: { name: string }) => r.name).sort());

    const all = await exportedRows(api, api.as('admin'), '/a/v1/institutions/export');
    expect(all.length).toBeGreaterThan(rows.length);
    const approved = await exportedRows(api, api.as('admin'), '/a/v1/institutions/export', { status: 'approved' });
    expect(approved.length).toBeGreaterThan(1);
    expect(new Set(approved.slice(1).map((r) => r[3]))).toEqual(new Set(['已通过']));
  });

  it('is refused to roles that do not review institutions', async () => {
    for (const role of ['teacher', 'trainer', 'student'] as const) {
      expect((await api.as(role).post('/a/v1/institutions/export', {})).status).toBe(403);
    }
  });
});

describe('lead export', () => {
  it("holds the teacher's area leads, ID numbers and phones masked", async () => {
    const listed = (await api.as('teacher').get('/f/v1/leads?page=1&size=100')).body.data;
    expect(listed.total).toBeGreaterThan(0);
    const rows = await exportedRows(api, api.as('teacher'), '/f/v1/leads/export');
    expect(rows[0]?.slice(0, 3)).toEqual(['姓名', '身份证号码（脱敏）', '手机号码（脱敏）']);
    expect(rows.length - 1).toBe(listed.total);
    for (const row of rows.slice(1)) {
      expect(row[1]).toMatch(/^\d{4}\*+[\dX]{4}$/);
      expect(row[2]).toMatch(/^\d{3}\*{4}\d{4}$/);
    }
    const fresh = await exportedRows(api, api.as('teacher'), '/f/v1/leads/export', { status: 'new' });
    expect(new Set(fresh.slice(1).map((r) => r[6]))).toEqual(new Set(['新线索']));
  });

  it('is refused to the trainer and the student', async () => {
    expect((await api.as('trainer').post('/f/v1/leads/export', {})).status).toBe(403);
    expect((await api.as('student').post('/f/v1/leads/export', {})).status).toBe(403);
  });
});
