// The floor under every route's schema: no string in a body, query or path parameter may hold a control character
// (line breaks and tabs aside) or a lone surrogate. Field schemas are stricter where they know better (one-line
// texts refuse line breaks too: `boundedText` in the contracts); this catches every text a schema takes as a plain
// z.string(), so NUL never reaches the database and no route answers 500 for it.
import { findUncleanText } from '@etp/contracts';
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
