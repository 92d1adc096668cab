// The download centre: exports as background jobs only their owner downloads, kept across restarts, shared by workers.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs } from '@/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

describe('download centre', () => {
  it('exports users as a background job that only its owner can download', async () => {
    const queued = await api.as('admin').post('/a/v1/users/export', { role: 'teacher' });
    expect(queued.status).toBe(201);
    expect(queued.body).toMatchObject({
      code: 201,
      msg: '导出任务已提交，请到下载记录中查看',
      data: { status: 'queued' },
    });
    const id = queued.body.data.id;
    let record = (await api.as('admin').get('/o/v1/exports')).body.data.list.find((r: { id: number }) => r.id === id);
    expect(record).toMatchObject({ status: 'queued', url: '' });
    expect((await api.as('admin').get(`/o/v1/exports/${id}/file`)).status).toBe(404);

    expect(await api.app.exports.runOnce()).toBe(true);
    record = (await api.as('admin').get('/o/v1/exports')).body.data.list.find((r: { id: number }) => r.id === id);
    expect(record).toMatchObject({ status: 'done', progress: 100, url: `/o/v1/exports/${id}/file` });
    expect(record.size).toBeGreaterThan(1000);
    expect(record.name).toMatch(/^用户列表-\d{12}\.xlsx$/);

    const file = await api.as('admin').get(record.url);
    expect(file.status).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名');
    const usernames = sheet.getColumn(1).values.slice(2);
    expect(usernames).toContain('teacher');
    expect(usernames).not.toContain('student');

    const other = (await api.signIn('province')).tokens;
    expect((await api.withToken(other.access_token).get(record.url)).status).toBe(404);
    expect(
      (await api.withToken(other.access_token).get('/o/v1/exports')).body.data.list.some(
        (r: { id: number }) => r.id === id,
      ),
    ).toBe(false);
  });

  it('keeps queued jobs across a restart and reclaims a job a stopped instance left running', async () => {
    const queued = await api.as('admin').post('/a/v1/logs/login/export');
    const id = queued.body.data.id;
    // An instance claimed it and died eleven minutes ago.
    await api.app.db
      .update(exportJobs)
      .set({ status: 'running', claimedAt: new Date(Date.now() - 11 * 60_000), attempts: 1 })
      .where(eq(exportJobs.id, id));
    expect(await api.app.exports.runOnce()).toBe(true);
    const [job] = await api.app.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(await api.app.exports.runOnce()).toBe(false);
  });

  it('lets two workers share the queue without running a job twice', async () => {
    for (let i = 0; i < 4; i++) await api.as('admin').post('/a/v1/logs/audit/export');
    const results = await Promise.all([
      api.app.exports.runOnce(),
      api.app.exports.runOnce(),
      api.app.exports.runOnce(),
      api.app.exports.runOnce(),
    ]);
    expect(results.filter(Boolean)).toHaveLength(4);
    const jobs = await api.app.db.select().from(exportJobs).where(eq(exportJobs.kind, 'audit-logs'));
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });
});
