// What the users tests send: a new account's body with a fresh username, and a users-import workbook.
import ExcelJS from 'exceljs';

export const newUser = (over: Record<string, unknown> = {}) => ({
  username: `u${Math.random().toString(36).slice(2, 9)}`,
  name: '李四',
  password: 'Strong-pass-2026',
  roles: ['student'],
  region_code: '370102',
  institution_id: null,
  phone: '13900001111',
  ...over,
});

/** A users-import workbook: the header row, then the rows. */
export async function workbook(
  rows: (string | number)[][],
  header = ['用户名', '姓名', '初始密码', '角色', '地区编码', '机构编号', '手机号'],
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('用户导入');
  ws.addRow(header);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
