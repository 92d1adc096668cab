// What an export kind is: a typed definition (columns keyed by the row's fields, who may run it, the sheet's name in
// each language, the filters it takes and a rows function run for the caller), registered by the module that owns it.
import type { ListExportKind, Locale, Role } from '@etp/contracts';
import { z } from 'zod';
import type { Actor } from '@/plugins/actor.ts';

/** A text in the two languages: Chinese, then English. */
export type Bilingual = readonly [zh: string, en: string];

export const inLocale = (locale: Locale, [zh, en]: Bilingual) => (locale === 'en-US' ? en : zh);

/** Key, Chinese header, English header and an optional width of each column. */
export type Columns<Row> = readonly (readonly [key: keyof Row & string, zh: string, en: string, width?: number])[];

export interface ExportDefinition<Row extends object, Params> {
  kind: string;
  /** The sheet's name, which also names the file (with the time it was asked for). */
  sheetName: Bilingual;
  /** Who may run it (its own route checks the same rule first). */
  access: { roles: readonly Role[]; permission?: string };
  /** The audit log's action when it is asked for: `<kind>.export` unless given. */
  auditAction?: string;
  /** The filters it takes: the body of the route that asks for it, read again when the job runs. */
  params: z.ZodType<Params>;
  columns: Columns<Row>;
  /** The width of columns that give none (18). */
  width?: number;
  /** Refuses the request before anything is queued (e.g. the caller cannot see the record the filters name). */
  authorize?(actor: Actor, params: Params): Promise<void>;
  /** The rows, for the caller who asked (their role's scope applies). */
  rows(actor: Actor, params: Params): Promise<Row[]>;
}

/**
 * A kind whose file is not a sheet (a class's certificates as one ZIP): the same queue, owner, rules and download,
 * with the bytes made by `build` for the caller.
 */
export interface FileExportDefinition<Params> {
  kind: string;
  /** The file's name in each language (with the time it was asked for). */
  sheetName: Bilingual;
  access: { roles: readonly Role[]; permission?: string };
  auditAction?: string;
  params: z.ZodType<Params>;
  authorize?(actor: Actor, params: Params): Promise<void>;
  extension: 'zip';
  build(actor: Actor, params: Params): Promise<Buffer>;
}

/** Checks a definition's columns against its rows' fields. */
export function defineExport<Row extends object, Params>(
  definition: ExportDefinition<Row, Params>,
): ExportDefinition<Row, Params> {
  return definition;
}

/** The filters a configuration list takes (as text: each list reads the ones it knows). */
export const listFilters = z.record(z.string(), z.string().max(64));
export type ListFilters = z.infer<typeof listFilters>;

/**
 * A configuration list exported through EXPORTS_API.list (`:kind`): text filters, columns 20 wide, for the admin
 * unless other roles are given.
 */
export function listExport<Row extends object>(
  kind: ListExportKind,
  sheetName: Bilingual,
  rows: (actor: Actor, filters: ListFilters) => Promise<Row[]>,
  columns: Columns<Row>,
  roles: readonly Role[] = ['admin'],
): ExportDefinition<Row, ListFilters> {
  return { kind, sheetName, access: { roles }, params: listFilters, width: 20, columns, rows };
}
