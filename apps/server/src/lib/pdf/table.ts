// A plain A4 table as a PDF (settlement's roster, hours and results sheets): a title, a few lines about what it lists,
// then the rows with a repeated header on every page. Printed with the shared CJK font (cjk-font.ts), so every name
// the certificates print prints here too.
import PDFDocument from 'pdfkit';
import type { CjkFont } from './cjk-font.ts';

export interface PdfTableColumn {
  header: string;
  /** Share of the page's width (the shares are scaled to fill it). */
  width: number;
  align?: 'left' | 'right' | 'center';
}

export interface PdfTable {
  title: string;
  /** Lines under the title (class, institution, dates). */
  lines: string[];
  columns: PdfTableColumn[];
  rows: string[][];
  /** A last line (the total). */
  footer?: string;
}

const MARGIN = 40;
const ROW = 20;

export async function renderTablePdf(table: PdfTable, font: CjkFont): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: table.title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.bytes);
  doc.font('cjk');
  const width = doc.page.width - MARGIN * 2;
  const shares = table.columns.reduce((sum, c) => sum + c.width, 0);
  const widths = table.columns.map((c) => (c.width / shares) * width);
  const bottom = doc.page.height - MARGIN;

  doc.fontSize(16).text(table.title, MARGIN, MARGIN, { width, align: 'center' });
  doc.moveDown(0.5).fontSize(10);
  for (const line of table.lines) doc.text(line, { width });
  let y = doc.y + 8;

  const drawRow = (cells: string[], bold: boolean) => {
    let x = MARGIN;
    if (bold) doc.rect(MARGIN, y, width, ROW).fill('#f0f2f5').fillColor('#1f2d3d');
    doc.fontSize(9);
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, y + 5, {
        width: widths[i]! - 6,
        height: ROW - 4,
        align: table.columns[i]?.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      x += widths[i]!;
    });
    doc
      .moveTo(MARGIN, y + ROW)
      .lineTo(MARGIN + width, y + ROW)
      .lineWidth(0.5)
      .stroke('#d9d9d9');
    y += ROW;
  };
  const header = table.columns.map((c) => c.header);
  drawRow(header, true);
  for (const row of table.rows) {
    if (y + ROW > bottom) {
      doc.addPage();
      y = MARGIN;
      drawRow(header, true);
    }
    drawRow(row, false);
  }
  if (table.footer) {
    if (y + ROW * 2 > bottom) {
      doc.addPage();
      y = MARGIN;
    }
    doc.fontSize(10).text(table.footer, MARGIN, y + 8, { width, align: 'right' });
  }
  doc.end();
  return done;
}
