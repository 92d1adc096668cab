// The certificate as a PDF: A4, one page, drawn once at issue from the snapshot. pdfkit subsets the CJK font into the
// file and breaks Chinese lines; the QR code is qrcode's module matrix drawn as vector squares, so it stays sharp.
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import type { CertificateSnapshot } from '@/db/schema/certificates.ts';
import type { CertificateFont } from '@/lib/pdf/cjk-font.ts';

const A4 = { width: 595.28, height: 841.89 };
const INK = '#1f2d3d';
const ACCENT = '#a8071a';

/** The texts the PDF prints, so the glyph check reads exactly what will be drawn. */
export function printedTexts(s: CertificateSnapshot): { label: string; value: string }[] {
  return [
    { label: '证书编号', value: s.certificate_no },
    { label: '姓名', value: s.student_name },
    { label: '身份证号', value: s.id_card },
    { label: '培训项目', value: s.course_name },
    { label: '培训班级', value: s.class_name },
    { label: '培训机构', value: s.institution_name },
    { label: '培训日期', value: `${s.start_date ?? ''} 至 ${s.end_date ?? ''}` },
    { label: '完成学时', value: `${s.hours} 学时` },
    { label: '理论考试', value: s.score === null ? '—' : `${s.score} 分` },
    { label: '发证地区', value: s.region_name },
    { label: '发证日期', value: s.completed_at },
  ];
}

export function bodyText(s: CertificateSnapshot): string {
  return `${s.student_name}同志于 ${s.start_date ?? ''} 至 ${s.end_date ?? ''} 参加${s.institution_name}举办的${s.course_name}（${s.class_name}），完成规定学时，经考核合格，特发此证明。`;
}

/** Every character the page prints (the check that refuses a name the font cannot draw). */
export const allPrinted = (s: CertificateSnapshot) =>
  [s.site_name, '合格证明', bodyText(s), ...printedTexts(s).flatMap((t) => [t.label, t.value])].join('');

export async function renderCertificatePdf(
  s: CertificateSnapshot,
  { font, lookupUrl, sha256 }: { font: CertificateFont; lookupUrl: string; sha256: string },
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `合格证明 ${s.certificate_no}`,
      Author: s.site_name,
      Subject: s.course_name,
      CreationDate: new Date(s.issued_at),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('cjk', font.bytes);
  doc.font('cjk').fillColor(INK);

  // Frame
  doc
    .lineWidth(3)
    .strokeColor(ACCENT)
    .rect(28, 28, A4.width - 56, A4.height - 56)
    .stroke();
  doc
    .lineWidth(0.8)
    .rect(36, 36, A4.width - 72, A4.height - 72)
    .stroke();

  const left = 72;
  const width = A4.width - 144;
  doc.fontSize(13).fillColor(INK).text(s.site_name, left, 70, { width, align: 'center' });
  doc.fontSize(40).fillColor(ACCENT).text('合格证明', left, 110, { width, align: 'center', characterSpacing: 12 });
  doc.fontSize(11).fillColor('#666').text('Certificate of Completion', left, 168, { width, align: 'center' });

  doc.fontSize(14).fillColor(INK).text(bodyText(s), left, 215, { width, lineGap: 8, indent: 28 });

  let y = Math.max(doc.y + 28, 330);
  for (const { label, value } of printedTexts(s)) {
    doc.fontSize(12).fillColor('#666').text(label, left, y, { width: 90 });
    doc.fillColor(INK).text(value, left + 100, y, { width: width - 100 });
    y = Math.max(doc.y, y + 18) + 10;
  }

  // QR code: the lookup address, as vector squares.
  const qr = QRCode.create(lookupUrl, { errorCorrectionLevel: 'M' });
  const size = qr.modules.size;
  const box = 110;
  const cell = box / (size + 8);
  const qx = A4.width - 72 - box;
  const qy = A4.height - 96 - box;
  doc.rect(qx, qy, box, box).fill('#fff');
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (qr.modules.get(row, col)) doc.rect(qx + (col + 4) * cell, qy + (row + 4) * cell, cell, cell);
    }
  }
  doc.fill(INK);
  doc
    .fontSize(9)
    .fillColor('#666')
    .text('扫码查验证书真伪', qx, qy + box + 4, { width: box, align: 'center' });

  doc
    .fontSize(7)
    .fillColor('#999')
    .text(`查验地址 ${lookupUrl}`, left, A4.height - 96, { width: width - box - 16 })
    .text(`SHA-256 ${sha256}`, left, A4.height - 84, { width: width - box - 16 });
  doc.end();
  return done;
}
