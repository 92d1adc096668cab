// What an export kind is: a typed definition (columns keyed by the row's fields, who may run it, the sheet's name in
// each language, the filters it takes and a rows function run for the caller), registered by the module that owns it.
import type { Locale, Role } from '@etp/contracts';
import type { z } from 'zod';
import type { Actor } from '@/plugins/actor.ts';

/** A text in the two languages: Chinese, then English. */
export type Bilingual = readonly [zh: string, en: string];

export const inLocale = (locale: Locale, [zh, en]: Bilingual) => (locale === 'en-US' ? en : zh);

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
  /** Key, Chinese header, English header and an optional width. */
  columns: readonly (readonly [key: keyof Row & string, zh: string, en: string, width?: number])[];
  /** The width of columns that give none (18). */
  width?: number;
  /** The rows, for the caller who asked (their role's scope applies). */
  rows(actor: Actor, params: Params): Promise<Row[]>;
}

/** Checks a definition's columns against its rows' fields. */
export function defineExport<Row extends object, Params>(
  definition: ExportDefinition<Row, Params>,
): ExportDefinition<Row, Params> {
  return definition;
}
