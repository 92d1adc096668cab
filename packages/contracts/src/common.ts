// Schema pieces the domain modules share: bounded texts, dates and ids in the path. (Paging is in envelope.ts.)
import { z } from 'zod';
import { isCleanText, isSaneDate } from './text-rules.ts';

const controlChars = { error: 'validation.control_chars', abort: true } as const;

/** A one-line text without control characters (`validation.control_chars`); the rule of every short text field. */
export const plainText = () => z.string().refine((v) => isCleanText(v, false), controlChars);
/** A text that may hold line breaks and tabs, but no other control characters: remarks, descriptions, rich text. */
export const multilineString = () => z.string().refine((v) => isCleanText(v, true), controlChars);

/**
 * A trimmed one-line text of at most `max` characters (longer: `validation.too_long`), without control characters
 * (`validation.control_chars`). With `requiredKey`, a missing or empty text answers with that message key.
 */
export const boundedText = (max: number, requiredKey?: string) => bounded(false, max, requiredKey);

/** As boundedText, but line breaks and tabs are kept: for multi-line fields (remarks, summaries, guide texts). */
export const multilineText = (max: number, requiredKey?: string) => bounded(true, max, requiredKey);

function bounded(multiline: boolean, max: number, requiredKey?: string) {
  const clean = (v: string) => isCleanText(v, multiline);
  return requiredKey
    ? z
        .string({ error: requiredKey })
        .trim()
        .min(1, { error: requiredKey })
        .max(max, { error: 'validation.too_long' })
        .refine(clean, controlChars)
    : z.string().trim().max(max, { error: 'validation.too_long' }).refine(clean, controlChars);
}

/** A calendar date YYYY-MM-DD between 1900 and 2100 (`validation.date_out_of_range` outside). */
export const saneDate = (invalidKey = 'validation.invalid') =>
  z.iso.date({ error: invalidKey }).refine(isSaneDate, { error: 'validation.date_out_of_range' });
/** An ISO date-time with an offset, between 1900 and 2100. */
export const saneDateTime = () =>
  z.iso.datetime({ offset: true }).refine(isSaneDate, { error: 'validation.date_out_of_range' });

/**
 * The body of a PUT: the whole editable record. Fields that default on creation must be sent on a change, so an
 * empty or partial body is refused field by field instead of blanking what it leaves out (issue 10.5). Fields that
 * are `.optional()` keep their documented meaning when absent. Other schemas pass through unchanged.
 */
export function fullRecord<T extends z.ZodType>(schema: T): T {
  if (!(schema instanceof z.ZodObject)) return schema;
  const shape: Record<string, z.ZodType> = {};
  let changed = false;
  for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
    const required = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
    changed ||= required !== field;
    shape[key] = required;
  }
  return changed ? (schema.safeExtend(shape) as unknown as T) : schema;
}

/** The largest id a row can have (PostgreSQL integer). */
export const ID_MAX = 2_147_483_647;
/** How an id is written in a path or a query string: plain decimal digits, no sign, no leading zero. */
export const DECIMAL_ID = /^[1-9]\d{0,9}$/;

/**
 * A row id: a positive 32-bit integer, as a JSON number or (path parameters and query strings arrive as strings)
 * written in plain decimal digits. `0x11`, `1.7e1`, ` 17`, `17.0`, `017` and `+17` are refused, not read as 17
 * (issue 26.14: a loose parse let a fuzzer act on the wrong row). `errorKey` names the message of a refused id.
 */
export const idOf = (errorKey?: string) => {
  const error = errorKey ? { error: errorKey } : undefined;
  return z.preprocess(
    (v) => (typeof v === 'string' && DECIMAL_ID.test(v) ? Number(v) : v),
    z.number(error).int(error).positive(error).max(ID_MAX, error),
  );
};
/** Every id a path, a query string or a body takes. */
export const entityId = idOf();
export const idParams = z.object({ id: entityId });
export const uuidParams = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
