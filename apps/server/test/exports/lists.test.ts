import { LIST_EXPORT_KINDS, type Role } from '@etp/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const exportAs = (role: Role, kind: string, payload?: object) => api.as(role).post(`/a/v1/exports/${kind}`, payload);

async function sheetOf(role: Role, id: number) {
  await api.app.exports.runOnce();
  const file = await api.as(role).get(`/o/v1/exports/${id}/file`);
  expect(file.status).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file.raw.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('exports of the configuration lists', () => {
  it.each(LIST_EXPORT_KINDS)('exports %s for the admin as an XLSX with a header row and data', async (kind) => {
    const queued = await exportAs('admin', kind);
    expect(queued.status).toBe(201);
    const sheet = await sheetOf('admin', queued.body.data.id);
    expect(sheet.rowCount).toBeGreaterThan(1);
    expect(String(sheet.getRow(1).getCell(1).value)).not.toBe('');
  });

  it('keeps a city administrator to the regions of the city and refuses the admin-only lists', async () => {
    const queued = await exportAs('city', 'regions');
    const sheet = await sheetOf('city', queued.body.data.id);
    const codes = sheet.getColumn(1).values.slice(2).map(String);
    expect(codes.length).toBeGreaterThan(0);
    expect(codes.every((code) => code.startsWith('3701'))).toBe(true);
    expect((await exportAs('city', 'menus')).status).toBe(403);
  });

  it('refuses unknown lists and other roles', async () => {
    expect((await exportAs('admin', 'passwords')).status).toBe(400);
    expect((await exportAs('teacher', 'regions')).status).toBe(403);
  });
});
