// Bulk import of accounts from an XLSX template: every row is checked first; one bad row imports nothing.
// The file is read by lib/spreadsheet (bomb checks, streaming, a worker thread); this module validates the rows.
import {
  type ImportReport,
  type Locale,
  type Role,
  translate,
  type UserCreate,
  userCreate,
  usernameKey,
} from '@etp/contracts';
import { AppError } from '@/lib/errors.ts';
import { shownLoginName } from '@/lib/personal-data/index.ts';
import { readSheet } from '@/lib/spreadsheet/read.ts';
import { writeSheet } from '@/lib/spreadsheet/write.ts';
import type { Actor } from '@/plugins/actor.ts';

/** What the import asks of the accounts service (service.ts, which calls the import: named here, not imported). */
export interface AccountWrites {
  takenLoginNames(names: string[]): Promise<Set<string>>;
  checkNew(actor: Actor, input: UserCreate): Promise<void>;
  insertMany(inputs: UserCreate[]): Promise<unknown>;
}

export const IMPORT_MAX_ROWS = 1000;

/** Template columns (Chinese headers, as the users' spreadsheets have them) and the field each fills. */
const COLUMNS = [
  { header: '用户名', key: 'username' },
  { header: '姓名', key: 'name' },
  { header: '初始密码', key: 'password' },
  { header: '角色', key: 'roles' },
  { header: '地区编码', key: 'region_code' },
  { header: '机构编号', key: 'institution_id' },
  { header: '手机号', key: 'phone' },
] as const;

/** The same columns for the reader: the template's Chinese header, or the field name (username, ...). */
const READ_COLUMNS = COLUMNS.map((c) => ({ key: c.key, headers: [c.header] }));

const ROLE_NAMES: Record<string, Role> = {
  管理员: 'admin',
  班主任: 'teacher',
  培训讲师: 'trainer',
  讲师: 'trainer',
  学员: 'student',
  省级管理员: 'province',
  市级管理员: 'city',
  区县管理员: 'area',
};

function parseRoles(text: string): string[] {
  return text
    .split(/[,，、\s]+/)
    .filter(Boolean)
    .map((r) => ROLE_NAMES[r] ?? r.toLowerCase());
}

export function importTemplate(): Promise<Buffer> {
  return writeSheet(
    '用户导入',
    COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 18 })),
    [
      {
        username: 'zhangsan01',
        name: '张三',
        password: 'Change-me-2026',
        roles: 'student',
        region_code: '370102',
        institution_id: '1',
        phone: '13800000000',
      },
    ],
  );
}

export async function importUsers(
  accounts: AccountWrites,
  actor: Actor,
  body: Buffer,
  locale: Locale,
): Promise<ImportReport> {
  // Refusals of the file itself (not an xlsx, a bomb, more than IMPORT_MAX_ROWS rows) are 400s from readSheet.
  const { rows: records } = await readSheet(body, { columns: READ_COLUMNS, maxRows: IMPORT_MAX_ROWS });
  if (records.length === 0) throw new AppError(400, 'accounts.import_empty');

  const refused: ImportReport['refused'] = [];
  const valid: { row: number; input: UserCreate }[] = [];
  const seen = new Set<string>();
  for (const { rowNumber, values } of records) {
    const parsed = userCreate.safeParse({
      ...values,
      roles: parseRoles(values.roles),
      region_code: values.region_code || null,
      institution_id: values.institution_id || null,
    });
    // A phone the file names as login name is reported masked, as every list shows it.
    const username = shownLoginName(values.username);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = String(issue.path[0] ?? '');
      refused.push({ row: rowNumber, username, reason: `${field}: ${translate(locale, issue.message)}` });
      continue;
    }
    if (seen.has(usernameKey(parsed.data.username))) {
      refused.push({ row: rowNumber, username, reason: translate(locale, 'accounts.username_taken') });
      continue;
    }
    seen.add(usernameKey(parsed.data.username));
    valid.push({ row: rowNumber, input: parsed.data });
  }

  // Rules that need the database: taken usernames, role ceilings, regions and institutions in scope.
  const taken = await accounts.takenLoginNames(valid.map((v) => v.input.username));
  for (const { row, input } of valid) {
    try {
      if (taken.has(usernameKey(input.username))) throw new AppError(409, 'accounts.username_taken');
      await accounts.checkNew(actor, input);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused.push({
        row,
        username: shownLoginName(input.username),
        reason: translate(locale, error.key, error.params),
      });
    }
  }
  if (refused.length > 0) {
    refused.sort((a, b) => a.row - b.row);
    throw new AppError(400, 'accounts.import_refused', { count: refused.length }, { created: 0, refused });
  }
  await accounts.insertMany(valid.map((v) => v.input));
  return { created: valid.length, refused: [] };
}
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
