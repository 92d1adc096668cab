// Enrolment by spreadsheet: the template, and the rows read (lib/spreadsheet) and checked with the one-by-one form's
// schema; one bad row imports nobody and the report names every refused cell (row, column, value, why), as the
// users import does. The choice columns read the words of ENROLMENT_CHOICE_WORDS (the form's labels, the template's
// drop-down lists) and their aliases; an empty gender is read from the ID number.
import {
  CLASS_CAPACITY_MAX,
  ENROLMENT_CHOICE_ALIASES,
  ENROLMENT_CHOICE_WORDS,
  type EnrolmentImportReport,
  enrolmentInput,
  idCardCheckChar,
  idCardGender,
  type Locale,
  normalizeIdCard,
  translate,
} from '@etp/contracts';
import { AppError } from '@/lib/errors.ts';
import { readSheet } from '@/lib/spreadsheet/read.ts';
import { type SheetList, writeSheet } from '@/lib/spreadsheet/write.ts';
import type { Person } from './enrolment.service.ts';

export const ENROLMENT_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

type Choice = keyof typeof ENROLMENT_CHOICE_WORDS;

const COLUMNS = [
  { header: '姓名', key: 'name' },
  { header: '身份证号码', key: 'id_card' },
  { header: '手机号码', key: 'phone' },
  { header: '性别', key: 'gender' },
  { header: '文化程度', key: 'education' },
  { header: '户籍类型', key: 'household' },
  { header: '就业状态', key: 'employment' },
] as const;
const READ_COLUMNS = COLUMNS.map((c) => ({ key: c.key, headers: [c.header], required: c.key !== 'gender' }));
const CHOICES: readonly Choice[] = ['gender', 'education', 'household', 'employment'];

/** The value of a choice cell: its word (or an alias), else the text itself lower-cased (an English value). */
export function choiceOf(field: Choice, text: string): string {
  const words: Record<string, string> = ENROLMENT_CHOICE_WORDS[field];
  const byWord = Object.entries(words).find(([, word]) => word === text)?.[0];
  return byWord ?? ENROLMENT_CHOICE_ALIASES[field]?.[text] ?? text.toLowerCase();
}

/** The sample row's ID number: a real date of birth and a check character that passes (GB 11643). */
const SAMPLE_ID_FIRST17 = '37010219900307123';
export const SAMPLE_ID_CARD = SAMPLE_ID_FIRST17 + idCardCheckChar(SAMPLE_ID_FIRST17);

export function enrolmentTemplate(): Promise<Buffer> {
  const lists: SheetList[] = CHOICES.map((field) => ({
    key: field,
    values: Object.values(ENROLMENT_CHOICE_WORDS[field]),
  }));
  return writeSheet(
    '学员导入',
    COLUMNS.map((c) => ({ header: c.header, key: c.key, width: c.key === 'id_card' ? 24 : 14 })),
    [
      {
        name: '张三',
        id_card: SAMPLE_ID_CARD,
        phone: '13800000000',
        gender: ENROLMENT_CHOICE_WORDS.gender.male,
        education: ENROLMENT_CHOICE_WORDS.education.senior,
        household: ENROLMENT_CHOICE_WORDS.household.urban,
        employment: ENROLMENT_CHOICE_WORDS.employment.unemployed,
      },
    ],
    { lists, textColumns: ['id_card', 'phone'] },
  );
}

type Refusal = EnrolmentImportReport['refused'][number];

/** Reads and checks the rows; throws 400 with the row-level report when any row breaks a rule of the form. */
export async function readEnrolmentSheet(body: Buffer, locale: Locale): Promise<{ row: number; person: Person }[]> {
  const { rows } = await readSheet(body, { columns: READ_COLUMNS, maxRows: CLASS_CAPACITY_MAX });
  if (rows.length === 0) throw new AppError(400, 'classes.import_empty');
  const refused: Refusal[] = [];
  const valid: { row: number; person: Person }[] = [];
  const seen = new Set<string>();
  for (const { rowNumber, values } of rows) {
    const gender = values.gender === '' ? (idCardGender(normalizeIdCard(values.id_card)) ?? '') : values.gender;
    const parsed = enrolmentInput.safeParse({
      ...values,
      gender: choiceOf('gender', gender),
      education: choiceOf('education', values.education),
      household: choiceOf('household', values.household),
      employment: choiceOf('employment', values.employment),
      // The teacher collects the paper consent with the roster; the import attests it.
      consent: true,
    });
    if (!parsed.success) {
      // Every column that breaks a rule, once each (the first rule it breaks), in the sheet's order.
      const byColumn = new Map<string, string>();
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '');
        if (!byColumn.has(key)) byColumn.set(key, issue.message);
      }
      for (const column of COLUMNS) {
        const message = byColumn.get(column.key);
        if (message === undefined) continue;
        refused.push({
          row: rowNumber,
          name: values.name,
          column: column.header,
          value: values[column.key],
          reason: translate(locale, message),
        });
      }
      continue;
    }
    const { consent: _consent, ...person } = parsed.data;
    if (seen.has(person.id_card)) {
      refused.push({
        row: rowNumber,
        name: values.name,
        column: '身份证号码',
        value: values.id_card,
        reason: translate(locale, 'classes.already_enrolled'),
      });
      continue;
    }
    seen.add(person.id_card);
    valid.push({ row: rowNumber, person });
  }
  if (refused.length > 0) {
    const count = new Set(refused.map((r) => r.row)).size;
    throw new AppError(400, 'classes.import_refused', { count }, { created: 0, accounts: [], refused });
  }
  return valid;
}
