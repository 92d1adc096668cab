// Importing users from a spreadsheet: the template, all-or-nothing with every refused row, Chinese role names.
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema/index.ts';
import { type Api, multipartFile, testApp } from '../helpers.ts';
import { workbook } from './fixtures.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

function upload(body: Buffer, role: 'admin' | 'city' = 'admin') {
  const { payload, headers } = multipartFile(body, { filename: 'users.xlsx' });
  return api.as(role).post('/a/v1/users/import', payload, { headers });
}

describe('bulk import', () => {
  it('serves the template', async () => {
    const res = await api.as('admin').get('/a/v1/users/import-template');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.raw.rawPayload as unknown as ArrayBuffer);
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
    expect(res.status).toBe(400);
    expect(res.body.msg).toMatch(/有 4 行数据有误/);
    const refused = res.body.data.refused;
    expect(refused.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6]);
    expect(refused[0].reason).toBe('用户名已存在');
    expect(refused[1].reason).toMatch(/密码至少需要 8 个字符/);
    const found = await api.app.db.select().from(users).where(eq(users.username, 'imp_ok_1'));
    expect(found).toHaveLength(0);
  });

  it('imports every row of a clean file, with Chinese role names', async () => {
    const file = await workbook([
      ['imp_a', '赵一', 'Import-pass-a01', '学员', '370102', '1', '13800000001'],
      ['imp_b', '赵二', 'Import-pass-b02', '班主任, 学员', '370102', '1', ''],
    ]);
    const res = await upload(file);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ code: 201, msg: '已导入 2 个用户', data: { created: 2, refused: [] } });
    const list = (await api.as('admin').get('/a/v1/users?keyword=imp_b')).body.data.list;
    expect(list[0].roles).toEqual(['teacher', 'student']);
  });

  it('applies the role ceiling to imported rows', async () => {
    const res = await upload(await workbook([['imp_c', '赵三', 'Import-pass-c03', 'city', '370102', '', '']]), 'city');
    expect(res.status).toBe(400);
    expect(res.body.data.refused[0].reason).toBe('不能授予与自己同级或更高的角色');
  });

  it('refuses a file that is not a spreadsheet', async () => {
    const res = await upload(Buffer.from('just text'));
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('请上传 xlsx 格式的导入文件');
    const json = await api.as('admin').post('/a/v1/users/import', { a: 1 });
    expect(json.status).toBe(400);
  });
});
