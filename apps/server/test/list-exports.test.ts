import { LIST_EXPORT_KINDS } from '@etp/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['admin', 'city', 'teacher']) tokens[role] = (await t.login(role)).access_token;
});
afterAll(() => t.close());

const exportAs = (role: string, kind: string, payload?: object) =>
  t.request({
    method: 'POST',
    url: `/a/v1/exports/${kind}`,
    headers: { authorization: `Bearer ${tokens[role]}` },
    ...(payload ? { payload } : {}),
  });

async function sheetOf(role: string, id: number) {
  await t.app.exports.runOnce();
  const file = await t.request({
    method: 'GET',
    url: `/o/v1/exports/${id}/file`,
    headers: { authorization: `Bearer ${tokens[role]}` },
  });
  expect(file.statusCode).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('exports of the configuration lists', () => {
  it.each(LIST_EXPORT_KINDS)('exports %s for the admin as an XLSX with a header row and data', async (kind) => {
    const queued = await exportAs('admin', kind);
    expect(queued.statusCode).toBe(201);
    const sheet = await sheetOf('admin', queued.json().data.id);
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(String(sheet.getRow(1).getCell(1).value)).not.toBe('');
  });

  it('keeps a city administrator to the regions of the city and refuses the admin-only lists', async () => {
    const queued = await exportAs('city', 'regions');
    const sheet = await sheetOf('city', queued.json().data.id);
    const codes = sheet.getColumn(1).values.slice(2).map(String);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.startsWith('3701'))).toBe(true);
    expect((await exportAs('city', 'menus')).statusCode).toBe(403);
  });

  it('refuses unknown lists and other roles', async () => {
    expect((await exportAs('admin', 'passwords')).statusCode).toBe(400);
    expect((await exportAs('teacher', 'regions')).statusCode).toBe(403);
  });
});
