import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, users } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
  for (const role of ['admin', 'province', 'city', 'area', 'teacher'])
    tokens[role] = (await t.login(role)).access_token;
});
afterAll(() => t.close());

const as = (role: string) => ({ authorization: `Bearer ${tokens[role]}` });
const newUser = (over: Record<string, unknown> = {}) => ({
  username: `u${Math.random().toString(36).slice(2, 9)}`,
  name: '李四',
  password: 'Strong-pass-2026',
  roles: ['student'],
  region_code: '370102',
  institution_id: null,
  phone: '13900001111',
  ...over,
});
const create = (role: string, body: object) =>
  t.request({ method: 'POST', url: '/a/v1/users', headers: as(role), payload: body });

describe('user list', () => {
  it('pages in SQL with filters and ordered roles', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/a/v1/users?page=1&size=5&sort=username&order=asc',
      headers: as('admin'),
    });
    const data = res.json().data;
    expect(data).toMatchObject({ page: 1, size: 5 });
    expect(data.list).toHaveLength(5);
    expect(data.total).toBeGreaterThan(10);
    const names = data.list.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort());
    const teachers = (
      await t.request({ method: 'GET', url: '/a/v1/users?role=teacher&keyword=teacher', headers: as('admin') })
    ).json().data;
    expect(teachers.list.every((u: { roles: string[] }) => u.roles.includes('teacher'))).toBe(true);
  });

  it('shows a city administrator only users inside the city', async () => {
    const data = (await t.request({ method: 'GET', url: '/a/v1/users?size=100', headers: as('city') })).json().data;
    expect(data.total).toBeGreaterThan(0);
    expect(data.list.every((u: { region_code: string }) => u.region_code?.startsWith('3701'))).toBe(true);
  });

  it('refuses absurd paging and non-managers', async () => {
    expect((await t.request({ method: 'GET', url: '/a/v1/users?size=100000', headers: as('admin') })).statusCode).toBe(
      400,
    );
    expect((await t.request({ method: 'GET', url: '/a/v1/users', headers: as('teacher') })).statusCode).toBe(403);
  });
});

describe('creating users', () => {
  it('creates a user who can then log in with the first role', async () => {
    const body = newUser({ roles: ['student'] });
    const res = await create('admin', body);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ username: body.username, roles: ['student'], region_code: '370102' });
    const tokens = await t.login(body.username as string, 'student', body.password as string);
    expect(tokens.access_token).toBeTruthy();
    const audit = await t.app.db.select().from(auditLogs).where(eq(auditLogs.action, 'user.create'));
    expect(audit.at(-1)?.after).toMatchObject({ username: body.username });
    expect(JSON.stringify(audit.at(-1))).not.toContain(body.password as string);
  });

  it('answers 409 for a taken username', async () => {
    const res = await create('admin', newUser({ username: 'teacher' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('用户名已存在');
    expect(res.json().data.fields).toEqual({ username: '用户名已存在' });
  });

  it.each([
    ['short', '密码至少需要 8 个字符'],
    ['password123', '密码过于常见，请换一个更难猜的密码'],
    ['Qwer1234', '密码过于常见，请换一个更难猜的密码'],
  ])('refuses the password %s', async (password, message) => {
    const res = await create('admin', newUser({ password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe(message);
    expect(res.json().data.fields.password).toBe(message);
  });

  it('refuses a password equal to the username', async () => {
    const res = await create('admin', newUser({ username: 'samename99', password: 'samename99' }));
    expect(res.json().msg).toBe('密码不能与用户名相同');
  });

  it('keeps regional administrators below their own level and inside their region', async () => {
    expect((await create('city', newUser({ roles: ['city'], region_code: '370100' }))).statusCode).toBe(403);
    expect((await create('city', newUser({ roles: ['province'], region_code: '370100' }))).statusCode).toBe(403);
    expect((await create('area', newUser({ roles: ['admin'] }))).json().msg).toBe('不能授予与自己同级或更高的角色');
    const outside = await create('city', newUser({ roles: ['teacher'], region_code: '370202' }));
    expect(outside.statusCode).toBe(403);
    expect(outside.json().msg).toBe('只能管理本辖区内的用户');
    expect((await create('city', newUser({ roles: ['area'], region_code: '370102' }))).statusCode).toBe(201);
    expect((await create('province', newUser({ roles: ['city'], region_code: '370200' }))).statusCode).toBe(201);
    expect((await create('city', newUser({ roles: ['teacher'], region_code: null }))).json().msg).toBe(
      '请为该账号选择所属地区',
    );
  });

  it('changes nothing when a rule fails', async () => {
    const body = newUser({ roles: ['admin'] });
    await create('city', body);
    const found = await t.app.db
      .select()
      .from(users)
      .where(eq(users.username, body.username as string));
    expect(found).toHaveLength(0);
  });
});

describe('editing users', () => {
  it('edits ordered roles, disables (ending sessions) and re-enables', async () => {
    const body = newUser({ roles: ['student'] });
    const id = (await create('admin', body)).json().data.id;
    const login = await t.login(body.username as string, 'student', body.password as string);
    const edit = await t.request({
      method: 'PUT',
      url: `/a/v1/users/${id}`,
      headers: as('admin'),
      payload: {
        name: '李四新',
        roles: ['trainer', 'student'],
        region_code: '370102',
        institution_id: null,
        phone: '',
      },
    });
    expect(edit.json().data).toMatchObject({ name: '李四新', roles: ['trainer', 'student'] });
    const off = await t.request({
      method: 'PUT',
      url: `/a/v1/users/${id}/status`,
      headers: as('admin'),
      payload: { status: 'disabled' },
    });
    expect(off.json().data.status).toBe('disabled');
    const after = await t.request({
      method: 'GET',
      url: '/o/v1/users/info',
      headers: { authorization: `Bearer ${login.access_token}` },
    });
    expect(after.statusCode).toBe(402);
    expect(after.json().msg).toBe('您已被管理员强制下线');
  });

  it('hides users outside the scope as not found', async () => {
    const [qd] = await t.app.db.select().from(users).where(eq(users.username, 'qd_teacher'));
    const res = await t.request({ method: 'GET', url: `/a/v1/users/${qd!.id}`, headers: as('city') });
    expect(res.statusCode).toBe(404);
    const edit = await t.request({
      method: 'PUT',
      url: `/a/v1/users/${qd!.id}/status`,
      headers: as('city'),
      payload: { status: 'disabled' },
    });
    expect(edit.statusCode).toBe(404);
  });

  it('does not let an administrator disable or delete themselves', async () => {
    const me = (await t.request({ method: 'GET', url: '/o/v1/users/info', headers: as('admin') })).json().data;
    expect((await t.request({ method: 'DELETE', url: `/a/v1/users/${me.uid}`, headers: as('admin') })).statusCode).toBe(
      400,
    );
  });

  it('resets a password, ending the user’s sessions', async () => {
    const body = newUser();
    const id = (await create('admin', body)).json().data.id;
    const login = await t.login(body.username as string, 'student', body.password as string);
    const res = await t.request({
      method: 'PUT',
      url: `/a/v1/users/${id}/password`,
      headers: as('admin'),
      payload: { password: 'Brand-new-pass-1' },
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await t.request({
          method: 'GET',
          url: '/o/v1/users/info',
          headers: { authorization: `Bearer ${login.access_token}` },
        })
      ).statusCode,
    ).toBe(402);
    await t.login(body.username as string, 'student', 'Brand-new-pass-1');
  });

  it('deletes a user', async () => {
    const id = (await create('admin', newUser())).json().data.id;
    expect((await t.request({ method: 'DELETE', url: `/a/v1/users/${id}`, headers: as('admin') })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: `/a/v1/users/${id}`, headers: as('admin') })).statusCode).toBe(404);
  });
});

describe('bulk import', () => {
  async function workbook(rows: (string | number)[][]): Promise<Buffer> {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('用户导入');
    ws.addRow(['用户名', '姓名', '初始密码', '角色', '地区编码', '机构编号', '手机号']);
    for (const row of rows) ws.addRow(row);
    return Buffer.from(await wb.xlsx.writeBuffer());
  }
  function upload(body: Buffer, role = 'admin') {
    const boundary = '----etp-test';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.request({
      method: 'POST',
      url: '/a/v1/users/import',
      headers: { ...as(role), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  }

  it('serves the template', async () => {
    const res = await t.request({ method: 'GET', url: '/a/v1/users/import-template', headers: as('admin') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(wb.worksheets[0]!.getRow(1).getCell(1).value).toBe('用户名');
  });

  it('imports nothing and reports every refused row with its reason', async () => {
    const file = await workbook([
      ['imp_ok_1', '王一', 'Import-pass-001', 'student', '370102', '', ''],
      ['teacher', '重名', 'Import-pass-002', 'student', '370102', '', ''],
      ['imp_bad_pw', '王三', '123', 'student', '370102', '', ''],
      ['imp_bad_role', '王四', 'Import-pass-004', '校长', '370102', '', ''],
      ['imp_ok_1', '重复行', 'Import-pass-005', 'student', '370102', '', ''],
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toMatch(/有 4 行数据有误/);
    const refused = res.json().data.refused;
    expect(refused.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6]);
    expect(refused[0].reason).toBe('用户名已存在');
    expect(refused[1].reason).toMatch(/密码至少需要 8 个字符/);
    const found = await t.app.db.select().from(users).where(eq(users.username, 'imp_ok_1'));
    expect(found).toHaveLength(0);
  });

  it('imports every row of a clean file, with Chinese role names', async () => {
    const file = await workbook([
      ['imp_a', '赵一', 'Import-pass-a01', '学员', '370102', '1', '13800000001'],
      ['imp_b', '赵二', 'Import-pass-b02', '班主任, 学员', '370102', '1', ''],
    ]);
    const res = await upload(file);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 201, msg: '已导入 2 个用户', data: { created: 2, refused: [] } });
    const list = (await t.request({ method: 'GET', url: '/a/v1/users?keyword=imp_b', headers: as('admin') })).json()
      .data.list;
    expect(list[0].roles).toEqual(['teacher', 'student']);
  });

  it('applies the role ceiling to imported rows', async () => {
    const res = await upload(await workbook([['imp_c', '赵三', 'Import-pass-c03', 'city', '370102', '', '']]), 'city');
    expect(res.statusCode).toBe(400);
    expect(res.json().data.refused[0].reason).toBe('不能授予与自己同级或更高的角色');
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const res = await upload(Buffer.from('just text'));
    expect(res.statusCode).toBe(400);
    expect(res.json().msg).toBe('请上传 xlsx 格式的导入文件');
    const json = await t.request({
      method: 'POST',
      url: '/a/v1/users/import',
      headers: as('admin'),
      payload: { a: 1 },
    });
    expect(json.statusCode).toBe(400);
  });
});
