// Writing and reading spreadsheets (exceljs) for exports, import templates and imports.
import ExcelJS from 'exceljs';

export interface SheetColumn<Row> {
  header: string;
  key: keyof Row & string;
  width?: number;
}

export async function writeSheet<Row extends object>(
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: Row[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'etp';
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31));
  sheet.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Reads the first sheet: the first row names the columns, each further non-empty row becomes a record. */
export async function readSheet(body: Buffer): Promise<{ rowNumber: number; values: Record<string, string> }[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const headers: string[] = [];
  sheet.getRow(1).eachCell((cell, col) => {
    headers[col] = cellText(cell.value).trim();
  });
  const records: { rowNumber: number; values: Record<string, string> }[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    row.eachCell((cell, col) => {
      const header = headers[col];
      if (header) values[header] = cellText(cell.value).trim();
    });
    if (Object.values(values).some((v) => v !== '')) records.push({ rowNumber, values });
  });
  return records;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return String(value.result ?? '');
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if (value instanceof Date) return value.toISOString();
  }
  return String(value);
}
