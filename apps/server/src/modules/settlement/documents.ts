// The documents a claim's submission generates: the roster (花名册), the hours and attendance sheet (学时) and the
// results (成绩), each as XLSX (exceljs) and as PDF (the shared CJK table of lib/pdf, the certificates' font).
import type { ClaimDocumentKind, ClaimRow, ClaimStudent } from '@etp/contracts';
import { loadCjkFont } from '@/lib/pdf/cjk-font.ts';
import { type PdfTableColumn, renderTablePdf } from '@/lib/pdf/table.ts';
import { writeSheet } from '@/lib/spreadsheet/write.ts';

export interface GeneratedFile {
  kind: ClaimDocumentKind;
  ext: 'xlsx' | 'pdf';
  name: string;
  mime: string;
  body: Buffer;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const yuan = (fen: number) => (fen / 100).toFixed(2);

interface Sheet {
  kind: ClaimDocumentKind;
  title: string;
  columns: (PdfTableColumn & { key: string })[];
  rows: Record<string, string | number>[];
  footer?: string;
}

function sheetsOf(claim: ClaimRow, students: ClaimStudent[]): Sheet[] {
  const status = (s: ClaimStudent) =>
    s.struck ? `剔除：${s.struck_reason}` : s.duplicate ? '重复享受' : s.eligible ? '合格' : '不合格';
  return [
    {
      kind: 'roster',
      title: '培训补贴申领花名册',
      columns: [
        { key: 'no', header: '序号', width: 1 },
        { key: 'name', header: '姓名', width: 2 },
        { key: 'id_card', header: '身份证号', width: 4 },
        { key: 'status', header: '状态', width: 3 },
        { key: 'amount', header: '补贴金额（元）', width: 2, align: 'right' },
      ],
      rows: students.map((s, i) => ({
        no: i + 1,
        name: s.name,
        id_card: s.id_card_masked,
        status: status(s),
        amount: yuan(s.payable_fen),
      })),
      footer: `合计 ${claim.student_count} 人，${yuan(claim.total_fen)} 元`,
    },
    {
      kind: 'hours',
      title: '培训学时考勤表',
      columns: [
        { key: 'no', header: '序号', width: 1 },
        { key: 'name', header: '姓名', width: 2 },
        { key: 'hours', header: '完成学时', width: 2, align: 'right' },
        { key: 'required', header: '要求学时', width: 2, align: 'right' },
        { key: 'done', header: '是否达标', width: 2 },
      ],
      rows: students.map((s, i) => ({
        no: i + 1,
        name: s.name,
        hours: s.hours,
        required: s.required_hours,
        done: s.hours >= s.required_hours ? '是' : '否',
      })),
    },
    {
      kind: 'results',
      title: '培训考核结果表',
      columns: [
        { key: 'no', header: '序号', width: 1 },
        { key: 'name', header: '姓名', width: 2 },
        { key: 'score', header: '理论成绩', width: 2, align: 'right' },
        { key: 'result', header: '考核结果', width: 2 },
      ],
      rows: students.map((s, i) => ({
        no: i + 1,
        name: s.name,
        score: s.score ?? '—',
        result: s.eligible ? '合格' : '不合格',
      })),
    },
  ];
}

export async function generateDocuments(
  claim: ClaimRow,
  students: ClaimStudent[],
  siteName: string,
): Promise<GeneratedFile[]> {
  const font = await loadCjkFont();
  const lines = [
    `培训机构：${claim.institution_name}`,
    `培训班级：${claim.class_name}（${claim.course_name}）`,
    `结业日期：${claim.class_end_date ?? ''}    所属地区：${claim.region_name}`,
    `${siteName}  申领编号 ${claim.id}`,
  ];
  const files: GeneratedFile[] = [];
  for (const sheet of sheetsOf(claim, students)) {
    const base = `${claim.class_name}-${sheet.title}`;
    const xlsx = await writeSheet(
      sheet.title,
      sheet.columns.map((c) => ({ header: c.header, key: c.key, width: c.width * 8 })),
      sheet.rows,
    );
    files.push({ kind: sheet.kind, ext: 'xlsx', name: `${base}.xlsx`, mime: XLSX, body: xlsx });
    // A name the font cannot draw prints as its code point rather than as a blank box.
    const printable = (v: string) =>
      [...v].map((c) => (font.missing(c).length ? `U+${c.codePointAt(0)!.toString(16).toUpperCase()}` : c)).join('');
    const pdf = await renderTablePdf(
      {
        title: sheet.title,
        lines,
        columns: sheet.columns,
        rows: sheet.rows.map((r) => sheet.columns.map((c) => printable(String(r[c.key] ?? '')))),
        footer: sheet.footer,
      },
      font,
    );
    files.push({ kind: sheet.kind, ext: 'pdf', name: `${base}.pdf`, mime: 'application/pdf', body: pdf });
  }
  return files;
}
