// Writing spreadsheets (exceljs): download-centre exports and import templates. One sheet, a bold frozen header.
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
