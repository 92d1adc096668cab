import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportJobs } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
  admin = (await t.login('admin')).access_token;
});
afterAll(() => t.close());

const get = (url: string, token = admin) =>
  t.request({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe('online sessions', () => {
  it('lists live sessions and ends one: that user gets HTTP 402 with the reason', async () => {
    const teacher = await t.login('teacher');
    const list = (await get('/a/v1/sessions?username=teacher')).json().data;
    const sid = JSON.parse(Buffer.from(teacher.access_token.split('.')[1]!, 'base64url').toString()).sid;
    const row = list.list.find((s: { id: string }) => s.id === sid);
    expect(row).toMatchObject({ username: 'teacher', role: 'teacher', site: 'localhost', current: false });
    const end = await t.request({
      method: 'DELETE',
      url: `/a/v1/sessions/${sid}`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(end.statusCode).toBe(200);
    const after = await get('/o/v1/users/info', teacher.access_token);
    expect(after.statusCode).toBe(402);
    expect(after.json().msg).toBe('您已被管理员强制下线');
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/a/v1/sessions/${sid}`,
          headers: { authorization: `Bearer ${admin}` },
        })
      ).statusCode,
    ).toBe(404);
  });

  it('is for administrators only', async () => {
    const city = await t.login('city');
    expect((await get('/a/v1/sessions', city.access_token)).statusCode).toBe(403);
  });

  it('lets users see and end only their own sessions', async () => {
    const a = await t.login('trainer');
    const b = await t.login('trainer');
    const mine = (await get('/o/v1/users/sessions', a.access_token)).json().data.list;
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const other = mine.find((s: { current: boolean }) => !s.current);
    const adminSid = JSON.parse(Buffer.from(admin.split('.')[1]!, 'base64url').toString()).sid;
    const foreign = await t.request({
      method: 'DELETE',
      url: `/o/v1/users/sessions/${adminSid}`,
      headers: { authorization: `Bearer ${a.access_token}` },
    });
    expect(foreign.statusCode).toBe(404);
    await t.request({
      method: 'DELETE',
      url: `/o/v1/users/sessions/${other.id}`,
      headers: { authorization: `Bearer ${a.access_token}` },
    });
    const statuses = [
      (await get('/o/v1/users/info', a.access_token)).statusCode,
      (await get('/o/v1/users/info', b.access_token)).statusCode,
    ];
    expect(statuses.sort()).toEqual([200, 402]);
  });

  it('changes the password and ends the other sessions, keeping this one', async () => {
    const here = await t.login('area');
    const there = await t.login('area');
    const wrong = await t.request({
      method: 'PUT',
      url: '/o/v1/users/password',
      headers: { authorization: `Bearer ${here.access_token}` },
      payload: { old_password: 'nope', new_password: 'Another-pass-77' },
    });
    expect(wrong.json().msg).toBe('原密码不正确');
    expect(wrong.json().data.fields).toEqual({ old_password: '原密码不正确' });
    const weak = await t.request({
      method: 'PUT',
      url: '/o/v1/users/password',
      headers: { authorization: `Bearer ${here.access_token}` },
      payload: { old_password: 'Demo@12345', new_password: '12345678' },
    });
    expect(weak.json().msg).toBe('密码过于常见，请换一个更难猜的密码');
    expect(weak.json().data.fields).toEqual({ new_password: '密码过于常见，请换一个更难猜的密码' });
    const ok = await t.request({
      method: 'PUT',
      url: '/o/v1/users/password',
      headers: { authorization: `Bearer ${here.access_token}` },
      payload: { old_password: 'Demo@12345', new_password: 'Another-pass-77' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await get('/o/v1/users/info', here.access_token)).statusCode).toBe(200);
    const gone = await get('/o/v1/users/info', there.access_token);
    expect(gone.statusCode).toBe(402);
    expect(gone.json().msg).toBe('密码已修改，请重新登录');
  });
});

describe('login and audit logs', () => {
  it('records successful and failed logins with IP and user agent', async () => {
    await t.request({
      method: 'POST',
      url: '/oauth/token',
      remoteAddress: '10.1.2.3',
      headers: { 'user-agent': 'TestBrowser/1' },
      payload: { username: 'city', password: 'bad', role: 'city' },
    });
    const failed = (await get('/a/v1/logs/login?username=city&success=0')).json().data.list[0];
    expect(failed).toMatchObject({
      username: 'city',
      success: false,
      reason: 'auth.bad_credentials',
      ip: '10.1.2.3',
      user_agent: 'TestBrowser/1',
    });
    const ok = (await get('/a/v1/logs/login?username=admin&success=1')).json().data;
    expect(ok.total).toBeGreaterThan(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await get(`/a/v1/logs/login?from=${today}&to=${today}`)).json().data.total).toBeGreaterThan(1);
    expect((await get('/a/v1/logs/login?from=yesterday')).statusCode).toBe(400);
  });

  it('records changes made through /a/v1 with before and after', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/a/v1/users',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        username: 'audited01',
        name: '审计',
        password: 'Audit-pass-2026',
        roles: ['student'],
        region_code: '370102',
      },
    });
    const id = created.json().data.id;
    await t.request({
      method: 'PUT',
      url: `/a/v1/users/${id}/status`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { status: 'disabled' },
    });
    const entry = (await get('/a/v1/logs/audit?action=user.status')).json().data.list[0];
    expect(entry).toMatchObject({
      username: 'admin',
      action: 'user.status',
      target_type: 'user',
      target_id: String(id),
    });
    expect(entry.before.status).toBe('active');
    expect(entry.after.status).toBe('disabled');
  });
});

describe('download centre', () => {
  it('exports users as a background job that only its owner can download', async () => {
    const queued = await t.request({
      method: 'POST',
      url: '/a/v1/users/export',
      headers: { authorization: `Bearer ${admin}` },
      payload: { role: 'teacher' },
    });
    expect(queued.statusCode).toBe(201);
    expect(queued.json()).toMatchObject({
      code: 201,
      msg: '导出任务已提交，请到下载记录中查看',
      data: { status: 'queued' },
    });
    const id = queued.json().data.id;
    let record = (await get('/o/v1/exports')).json().data.list.find((r: { id: number }) => r.id === id);
    expect(record).toMatchObject({ status: 'queued', url: '' });
    expect((await get(`/o/v1/exports/${id}/file`)).statusCode).toBe(404);

    expect(await t.app.exports.runOnce()).toBe(true);
    record = (await get('/o/v1/exports')).json().data.list.find((r: { id: number }) => r.id === id);
    expect(record).toMatchObject({ status: 'done', progress: 100, url: `/o/v1/exports/${id}/file` });
    expect(record.size).toBeGreaterThan(1000);
    expect(record.name).toMatch(/^用户列表-\d{12}\.xlsx$/);

    const file = await get(record.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/filename\*=UTF-8''/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('用户名');
    const usernames = sheet.getColumn(1).values.slice(2);
    expect(usernames).toContain('teacher');
    expect(usernames).not.toContain('student');

    const other = await t.login('province');
    expect((await get(record.url, other.access_token)).statusCode).toBe(404);
    expect(
      (await get('/o/v1/exports', other.access_token)).json().data.list.some((r: { id: number }) => r.id === id),
    ).toBe(false);
  });

  it('keeps queued jobs across a restart and reclaims a job a stopped instance left running', async () => {
    const queued = await t.request({
      method: 'POST',
      url: '/a/v1/logs/login/export',
      headers: { authorization: `Bearer ${admin}` },
    });
    const id = queued.json().data.id;
    // An instance claimed it and died eleven minutes ago.
    await t.app.db
      .update(exportJobs)
      .set({ status: 'running', claimedAt: new Date(Date.now() - 11 * 60_000), attempts: 1 })
      .where(eq(exportJobs.id, id));
    expect(await t.app.exports.runOnce()).toBe(true);
    const [job] = await t.app.db.select().from(exportJobs).where(eq(exportJobs.id, id));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    expect(await t.app.exports.runOnce()).toBe(false);
  });

  it('lets two workers share the queue without running a job twice', async () => {
    for (let i = 0; i < 4; i++)
      await t.request({
        method: 'POST',
        url: '/a/v1/logs/audit/export',
        headers: { authorization: `Bearer ${admin}` },
      });
    const results = await Promise.all([
      t.app.exports.runOnce(),
      t.app.exports.runOnce(),
      t.app.exports.runOnce(),
      t.app.exports.runOnce(),
    ]);
    expect(results.filter(Boolean)).toHaveLength(4);
    const jobs = await t.app.db.select().from(exportJobs).where(eq(exportJobs.kind, 'audit-logs'));
    expect(jobs.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });
});
