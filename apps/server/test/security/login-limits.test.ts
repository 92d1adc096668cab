// Issues 10.6 and 10.7: usernames are one account whatever their case or width; wrong passwords slow down the
// (username, address) pair that made them, progressively, and a successful login forgives only that pair.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Api, type Client, DEMO_PASSWORD, multipartFile, testApp } from '../helpers.ts';

let api: Api;
let admin: Client;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '3', LOGIN_LIMIT_PER_IP: '1000', RATE_LIMIT_MAX: '100000' });
  admin = api.as('admin');
  await admin.token();
});
afterAll(() => api.close());

const attempt = (username: string, address: string, password = 'wrong-password', role = 'teacher') =>
  api.anon.post('/oauth/token', { username, password, role }, { remoteAddress: address });

const newUser = (username: string) => ({
  username,
  name: '测试',
  password: 'Strong-pass-2026',
  roles: ['student'],
  region_code: '370102',
  institution_id: null,
  phone: '',
});

describe('usernames', () => {
  it.each(['Teacher', 'TEACHER', 'ｔｅａｃｈｅｒ', 'Ｔeacher'])('refuses %s when teacher exists', async (username) => {
    const res = await admin.post('/a/v1/users', newUser(username));
    expect(res.status).toBe(409);
    expect(res.body.data.fields.username).toBeTruthy();
  });

  it('stores full-width letters as ASCII and refuses a second account that differs only in case', async () => {
    const made = await admin.post('/a/v1/users', newUser('Ｌｏｏｋ_Alike'));
    expect(made.status).toBe(201);
    expect(made.body.data.username).toBe('Look_Alike');
    const again = await admin.post('/a/v1/users', newUser('look_alike'));
    expect(again.status).toBe(409);
  });

  it('refuses look-alikes inside one import and against existing accounts', async () => {
    const ExcelJS = (await import('exceljs')).default;
    const template = await admin.get('/a/v1/users/import-template');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(template.raw.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const row = (username: string) =>
      header.map((h) => {
        const name = String(h);
        if (/用户名|username/i.test(name)) return username;
        if (/密码|password/i.test(name)) return 'Strong-pass-2026';
        if (/姓名|name/i.test(name)) return '导入';
        if (/角色|role/i.test(name)) return '学员';
        if (/地区|区划|region/i.test(name)) return '370102';
        return '';
      });
    sheet.addRow(row('Import_Twin'));
    sheet.addRow(row('IMPORT_TWIN'));
    sheet.addRow(row('ADMIN'));
    const { payload, headers } = multipartFile(Buffer.from(await wb.xlsx.writeBuffer()), {
      filename: 'u.xlsx',
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    const res = await admin.post('/a/v1/users/import', payload, { headers });
    expect(res.status).toBe(400);
    const refused = res.body.data.refused.map((r: { username: string }) => r.username);
    expect(refused).toEqual(expect.arrayContaining(['IMPORT_TWIN', 'ADMIN']));
  });

  it('signs the one account in whatever the case of the username', async () => {
    expect((await attempt('TRAINER', '10.6.0.1', DEMO_PASSWORD, 'trainer')).status).toBe(200);
    expect((await attempt('ｔｒａｉｎｅｒ', '10.6.0.1', DEMO_PASSWORD, 'trainer')).status).toBe(200);
  });
});

describe('login limits', () => {
  // The limiter's clock stands still unless a test moves it: the first wait is one second, which a busy machine can
  // spend between two attempts, so the waits are checked against a clock the test holds.
  let now = 0;
  beforeEach(() => {
    now = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('does not let an attacker lock the owner out from another address', async () => {
    for (let i = 0; i < 11; i++) await attempt('city', '10.7.0.1', 'wrong', 'city');
    expect((await attempt('city', '10.7.0.1', DEMO_PASSWORD, 'city')).status).toBe(429);
    expect((await attempt('city', '10.7.0.2', DEMO_PASSWORD, 'city')).status).toBe(200);
  });

  it('counts look-alike spellings of one username together', async () => {
    for (const name of ['province', 'Province', 'PROVINCE']) {
      expect((await attempt(name, '10.7.1.1', 'wrong', 'province')).status).toBe(400);
    }
    expect((await attempt('ｐｒｏｖｉｎｃｅ', '10.7.1.1', 'wrong', 'province')).status).toBe(429);
  });

  it('is not reset by a successful login of the same username from another address', async () => {
    const attacker = '10.7.2.1';
    for (let i = 0; i < 3; i++) expect((await attempt('area', attacker, 'wrong', 'area')).status).toBe(400);
    expect((await attempt('area', '10.7.2.2', DEMO_PASSWORD, 'area')).status).toBe(200);
    expect((await attempt('area', attacker, 'wrong', 'area')).status).toBe(429);
  });

  it('slows down progressively: each failure past the free ones doubles the wait', async () => {
    const address = '10.7.3.1';
    for (let i = 0; i < 3; i++) expect((await attempt('student', address, 'wrong', 'student')).status).toBe(400);
    const first = await attempt('student', address, 'wrong', 'student');
    expect(first.status).toBe(429);
    expect(first.headers['retry-after']).toBe('1');
    expect(first.body.msg).toMatch(/登录尝试次数过多，请 1 秒后再试/);
    now += 1100;
    expect((await attempt('student', address, 'wrong', 'student')).status).toBe(400);
    const second = await attempt('student', address, 'wrong', 'student');
    expect(second.status).toBe(429);
    expect(second.headers['retry-after']).toBe('2');
  });

  it('forgives the pair a successful login proves', async () => {
    const address = '10.7.4.1';
    for (let i = 0; i < 2; i++) expect((await attempt('teacher', address)).status).toBe(400);
    expect((await attempt('teacher', address, DEMO_PASSWORD)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt('teacher', address)).status).toBe(400);
    expect((await attempt('teacher', address)).status).toBe(429);
  });
});
