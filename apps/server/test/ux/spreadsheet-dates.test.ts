// Exported spreadsheets hold times as real date cells in the site's local time (issue 11, point 5).
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATE_TIME_FORMAT, wallClock, writeSheet } from '../../src/lib/spreadsheet/write.ts';
import { type Api, testApp } from '../helpers.ts';

const load = async (buffer: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb.worksheets[0]!;
};

describe('spreadsheet times', () => {
  it('turns ISO timestamps and dates into date cells reading the site (Asia/Shanghai) wall clock', async () => {
    const sheet = await load(
      await writeSheet(
        'times',
        [
          { header: 'at', key: 'at' },
          { header: 'date', key: 'date' },
          { header: 'text', key: 'text' },
        ],
        [{ at: '2026-11-21T19:16:16.657Z', date: new Date('2026-01-01T00:00:00Z'), text: '2026-11-21' }],
      ),
    );
    const at = sheet.getRow(2).getCell(1);
    expect(at.value).toBeInstanceOf(Date);
    expect((at.value as Date).toISOString()).toBe('2026-11-22T03:16:16.657Z');
    expect(at.numFmt).toBe(DATE_TIME_FORMAT);
    expect((sheet.getRow(2).getCell(2).value as Date).toISOString()).toBe('2026-01-01T08:00:00.000Z');
    // Text that is not a timestamp stays text.
    expect(sheet.getRow(2).getCell(3).value).toBe('2026-11-21');
  });

  it('computes the wall clock by the zone, not by the server clock', () => {
    expect(wallClock(new Date('2026-06-30T16:30:00Z')).toISOString()).toBe('2026-07-01T00:30:00.000Z');
  });
});

describe('an export through the download centre', () => {
  let api: Api;
  beforeAll(async () => {
    api = await testApp();
  });
  afterAll(() => api.close());

  it('writes the login log times as date cells', async () => {
    const admin = api.as('admin');
    const queued = await admin.post('/a/v1/logs/login/export', {});
    expect(queued.status).toBe(201);
    expect(await api.app.exports.runOnce()).toBe(true);
    const list = await admin.get('/o/v1/exports');
    const record = list.body.data.list.find((r: { id: number }) => r.id === queued.body.data.id);
    const file = await admin.get(record.url);
    const sheet = await load(file.raw.rawPayload);
    const first = sheet.getRow(2).getCell(1);
    expect(first.value).toBeInstanceOf(Date);
    expect(first.numFmt).toBe(DATE_TIME_FORMAT);
    const shown = (first.value as Date).getTime();
    // The cell reads Shanghai time: eight hours ahead of the instant, within the test's minute.
    expect(Math.abs(shown - (Date.now() + 8 * 3_600_000))).toBeLessThan(5 * 60_000);
  });
});
