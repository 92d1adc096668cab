// The floor under every route's schema: no string in a body, query or path parameter may hold a control character
// (line breaks and tabs aside) or a lone surrogate. Field schemas are stricter where they know better (one-line
// texts refuse line breaks too: `boundedText` in the contracts); this catches every text a schema takes as a plain
// z.string(), so NUL never reaches the database and no route answers 500 for it.
import { CONTROL_CHARS, findUncleanText, LONE_SURROGATE, SINGLE_LINE_CONTROL_CHARS } from '@etp/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const PARTS_CHECKED = new Set(['body', 'querystring', 'params']);

/** A zod schema that refuses unclean text anywhere in the value, naming its field, before `schema` parses it. */
export function withCleanText(schema: z.ZodType): z.ZodType {
  return z
    .unknown()
    .superRefine((value, ctx) => {
      const path = findUncleanText(value);
      if (path) ctx.addIssue({ code: 'custom', message: 'validation.control_chars', path, input: value });
    })
    .pipe(schema);
}

/** fastify-type-provider-zod's compiler with the floor in front for body, query string and path parameters. */
export const cleanTextValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  route.httpPart && PARTS_CHECKED.has(route.httpPart) && route.schema instanceof z.ZodType
    ? validatorCompiler({ ...route, schema: withCleanText(route.schema) })
    : validatorCompiler(route);

/** What the floor refuses in a value (line breaks allowed) and in a key (not), to replace instead. */
const UNCLEAN_VALUE = new RegExp(`${CONTROL_CHARS.source}|${LONE_SURROGATE.source}`, 'g');
const UNCLEAN_KEY = new RegExp(`${SINGLE_LINE_CONTROL_CHARS.source}|${LONE_SURROGATE.source}`, 'g');
const scrubbed = (text: string, pattern = UNCLEAN_VALUE) => text.replace(pattern, '\uFFFD');

/**
 * For a body the server takes as diagnostics (the browser's error reports): every string and key that breaks the
 * floor has the offending characters replaced by U+FFFD, in place and at any depth, instead of the whole request
 * being refused. Run it before validation (a route's preValidation).
 */
export function scrubUncleanText(body: unknown): void {
  const pending: unknown[] = [body];
  while (pending.length > 0) {
    const value = pending.pop();
    if (value === null || typeof value !== 'object') continue;
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) {
        if (typeof item === 'string') value[i] = scrubbed(item);
        else pending.push(item);
      }
      continue;
    }
    const record = value as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const item = record[key];
      const clean = scrubbed(key, UNCLEAN_KEY);
      if (clean !== key) {
        delete record[key];
        record[clean] = item;
      }
      if (typeof item === 'string') record[clean] = scrubbed(item);
      else pending.push(item);
    }
  }
}
