// Enrolment by spreadsheet: the template, and the rows read (lib/spreadsheet) and checked with the one-by-one form's
// schema; one bad row imports nobody and the report names every refused row (as the users import does).
import {
  CLASS_CAPACITY_MAX,
  EMPLOYMENT_STATUSES,
  type EnrolmentImportReport,
  enrolmentInput,
  HOUSEHOLD_TYPES,
  type Locale,
  STUDENT_GENDERS,
  translate,
} from '@etp/contracts';
import { AppError } from '@/lib/errors.ts';
import { readSheet } from '@/lib/spreadsheet/read.ts';
import { writeSheet } from '@/lib/spreadsheet/write.ts';
import type { Person } from './enrolment.service.ts';

export const ENROLMENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const COLUMNS = [
  { header: '姓名', key: 'name' },
  { header: '身份证号码', key: 'id_card' },
  { header: '手机号码', key: 'phone' },
  { header: '性别', key: 'gender' },
  { header: '文化程度', key: 'education' },
  { header: '户籍类型', key: 'household' },
  { header: '就业状态', key: 'employment' },
] as const;
const READ_COLUMNS = COLUMNS.map((c) => ({ key: c.key, headers: [c.header], required: true }));

/** The Chinese words of the template for each value (the English value is accepted too). */
const LABELS: Record<string, Record<string, string>> = {
  gender: { 男: 'male', 女: 'female' },
  education: {
    小学: 'primary',
    初中: 'junior',
    高中: 'senior',
    中专: 'vocational',
    中职: 'vocational',
    大专: 'college',
    本科: 'bachelor',
    研究生: 'master',
    硕士: 'master',
  },
  household: { 城镇: 'urban', 农村: 'rural' },
  employment: {
    失业人员: 'unemployed',
    在职人员: 'employed',
    个体经营: 'self_employed',
    高校毕业生: 'graduate',
    农民工: 'migrant_worker',
    退役军人: 'veteran',
    其他: 'other',
  },
};
const choiceOf = (field: string, text: string) => LABELS[field]?.[text] ?? text.toLowerCase();

export function enrolmentTemplate(): Promise<Buffer> {
  const hint = (values: readonly string[], field: string) =>
    Object.entries(LABELS[field] ?? {})
      .filter(([, v]) => values.includes(v))
      .map(([k]) => k)[0] ?? '';
  return writeSheet(
    '学员导入',
    COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.key === 'id_card' ? 24 : 14 })),
    [
      {
        name: '张三',
        id_card: '370102199003071234',
        phone: '13800000000',
        gender: hint(STUDENT_GENDERS, 'gender'),
        education: '高中',
        household: hint(HOUSEHOLD_TYPES, 'household'),
        employment: hint(EMPLOYMENT_STATUSES, 'employment'),
      },
    ],
  );
}

/** Reads and checks the rows; throws 400 with the row-level report when any row breaks a rule of the form. */
export async function readEnrolmentSheet(body: Buffer, locale: Locale): Promise<{ row: number; person: Person }[]> {
  const { rows } = await readSheet(body, { columns: READ_COLUMNS, maxRows: CLASS_CAPACITY_MAX });
  if (rows.length === 0) throw new AppError(400, 'classes.import_empty');
  const refused: EnrolmentImportReport['refused'] = [];
  const valid: { row: number; person: Person }[] = [];
  const seen = new Set<string>();
  for (const { rowNumber, values } of rows) {
    const parsed = enrolmentInput.safeParse({
      ...values,
      gender: choiceOf('gender', values.gender),
      education: choiceOf('education', values.education),
      household: choiceOf('household', values.household),
      employment: choiceOf('employment', values.employment),
      // The teacher collects the paper consent with the roster; the import attests it.
      consent: true,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const header = COLUMNS.find((c) => c.key === issue?.path[0])?.header ?? '';
      refused.push({
        row: rowNumber,
        name: values.name,
        reason: `${header}：${translate(locale, issue?.message ?? '')}`,
      });
      continue;
    }
    const { consent: _consent, ...person } = parsed.data;
    if (seen.has(person.id_card)) {
      refused.push({ row: rowNumber, name: values.name, reason: translate(locale, 'classes.already_enrolled') });
      continue;
    }
    seen.add(person.id_card);
    valid.push({ row: rowNumber, person });
  }
  if (refused.length > 0)
    throw new AppError(400, 'classes.import_refused', { count: refused.length }, { created: 0, accounts: [], refused });
  return valid;
}
