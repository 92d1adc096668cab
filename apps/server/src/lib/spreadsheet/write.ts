// Writing spreadsheets (exceljs): download-centre exports and import templates. One sheet, a bold frozen header.
// Times (Date values and ISO timestamps) become real date cells showing the site's local time (SITE_TIME_ZONE):
// a spreadsheet date has no zone, so the cell holds the wall-clock time a person there reads.
import { SITE_TIME_ZONE } from '@etp/contracts';
import ExcelJS from 'exceljs';

export interface SheetColumn<Row> {
  header: string;
  key: keyof Row & string;
  width?: number;
}

/** How a time cell shows. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm:ss';
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: SITE_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The site's wall-clock time of an instant, as a Date whose UTC fields read that time (what a sheet cell keeps). */
export function wallClock(instant: Date): Date {
  const parts = Object.fromEntries(zoneParts.formatToParts(instant).map((p) => [p.type, p.value]));
  const n = (type: string) => Number(parts[type]);
  return new Date(
    Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'), instant.getUTCMilliseconds()),
  );
}

/** A Date or an ISO timestamp as the site's local time; null for anything else. */
function asTime(value: unknown): Date | null {
  const date =
    value instanceof Date ? value : typeof value === 'string' && ISO_TIMESTAMP.test(value) ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? wallClock(date) : null;
}

/** A column whose cells offer a drop-down list of allowed values (a data validation down to row `LIST_ROWS`). */
export interface SheetList {
  key: string;
  values: readonly string[];
}
const LIST_ROWS = 1000;

export interface SheetOptions {
  /** Drop-down lists (import templates); an inline list, so its values together stay under Excel's 255 characters. */
  lists?: SheetList[];
  /** Columns kept as text (ID numbers, phones), so a spreadsheet program does not turn them into numbers. */
  textColumns?: string[];
}

export async function writeSheet<Row extends object>(
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: Row[],
  options: SheetOptions = {},
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'etp';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) {
    const added = sheet.addRow(row);
    for (const column of columns) {
      const time = asTime((row as Record<string, unknown>)[column.key]);
      if (!time) continue;
      const cell = added.getCell(column.key);
      cell.value = time;
      cell.numFmt = DATE_TIME_FORMAT;
    }
  }
  for (const key of options.textColumns ?? []) sheet.getColumn(key).numFmt = '@';
  for (const list of options.lists ?? []) {
    const letter = sheet.getColumn(list.key).letter;
    const formula = `"${list.values.join(',')}"`;
    if (formula.length > 257) throw new Error(`the drop-down list of ${list.key} is longer than Excel allows`);
    // exceljs writes a range's validation as one rule when the address is a range (its types omit the collection).
    const { dataValidations } = sheet as unknown as {
      dataValidations: { add(address: string, validation: object): void };
    };
    dataValidations.add(`${letter}2:${letter}${LIST_ROWS}`, {
      type: 'list',
      allowBlank: true,
      formulae: [formula],
      showErrorMessage: true,
      errorStyle: 'warning',
      errorTitle: sheetName,
      error: list.values.join('、'),
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
