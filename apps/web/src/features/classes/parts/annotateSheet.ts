// The teacher's own spreadsheet given back with the import's reasons in a last column (and the refused rows marked),
// so the rows can be corrected where they are. exceljs loads only here, when the teacher asks for the file.
import type { EnrolmentImportReport } from '@etp/contracts';
import { saveBlob } from '@/api/download';

type Refusal = EnrolmentImportReport['refused'][number];

/** The reasons of each row, one line per cell: "column「value」: why". */
export function reasonsByRow(refused: Refusal[]): Map<number, string> {
  const byRow = new Map<number, string[]>();
  for (const r of refused) {
    const line = r.column ? `${r.column}「${r.value}」：${r.reason}` : r.reason;
    byRow.set(r.row, [...(byRow.get(r.row) ?? []), line]);
  }
  return new Map([...byRow].map(([row, lines]) => [row, lines.join('\n')]));
}

export async function downloadAnnotated(file: File, refused: Refusal[], header: string): Promise<void> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return;
  const reasons = reasonsByRow(refused);
  const column = sheet.columnCount + 1;
  const headerRow = findHeaderRow(sheet, reasons);
  const head = sheet.getRow(headerRow).getCell(column);
  head.value = header;
  head.font = { bold: true, color: { argb: 'FFCF1322' } };
  sheet.getColumn(column).width = 48;
  for (const [row, text] of reasons) {
    const cell = sheet.getRow(row).getCell(column);
    cell.value = text;
    cell.alignment = { wrapText: true, vertical: 'top' };
    cell.font = { color: { argb: 'FFCF1322' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFFF1F0' } };
  }
  const buffer = await workbook.xlsx.writeBuffer();
  const name = file.name.replace(/\.xlsx$/i, '');
  saveBlob(
    new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    `${name}-${header}.xlsx`,
  );
}

/** The header row: the first non-empty row above the first refused one (row 1 in the template). */
function findHeaderRow(sheet: { getRow(n: number): { hasValues: boolean } }, reasons: Map<number, string>): number {
  const first = Math.min(...reasons.keys());
  for (let n = 1; n < first; n++) if (sheet.getRow(n).hasValues) return n;
  return 1;
}
