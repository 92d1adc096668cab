// The two routes of a back-office bulk import by spreadsheet: the XLSX template to fill in, and the upload of a filled
// one (all rows or none) answered with the row-level report. The caller registers @fastify/multipart on the context.
import { envelope, type MessageKey } from '@etp/contracts';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { z } from 'zod';
import type { AccessRule } from '@/core/access.ts';
import { AppError } from '@/lib/errors.ts';
import type { Validated } from './crud.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface SheetRoute<P extends z.ZodType | undefined> {
  tags: readonly string[];
  summary: string;
  access: AccessRule;
  params?: P;
}

type Params<P> = P extends z.ZodType ? z.output<P> : undefined;

function schemaOf(route: SheetRoute<z.ZodType | undefined>): FastifySchema & { tags: string[]; summary: string } {
  const schema: FastifySchema & { tags: string[]; summary: string } = { tags: [...route.tags], summary: route.summary };
  if (route.params) schema.params = route.params;
  return schema;
}

/** GET: the template as a download, named `filename` (ASCII) and `localName` (what the user's browser shows). */
export function sheetTemplateRoute<P extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  url: string,
  route: SheetRoute<P> & { filename: string; localName: string; build(): Promise<Buffer> },
) {
  app.get(url, {
    config: { access: route.access },
    schema: schemaOf(route),
    handler: async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          `attachment; filename="${route.filename}"; filename*=UTF-8''${encodeURIComponent(route.localName)}`,
        )
        .send(await route.build()),
  });
}

/** An uploaded spreadsheet: its name and bytes. */
export interface SheetUpload {
  filename: string;
  data: Buffer;
}

/**
 * POST multipart: the one file goes to `run`; the answer is 201 with its report and the `done` message counted by
 * `count`. No file (or not multipart) is a 400 with `fileRequired`.
 */
export function sheetImportRoute<R extends z.ZodType, P extends z.ZodType | undefined = undefined>(
  app: FastifyInstance,
  url: string,
  route: SheetRoute<P> & {
    report: R;
    fileRequired: MessageKey;
    done: MessageKey;
    count(report: z.input<R>): number;
    run(request: Validated<Params<P>>, file: SheetUpload): Promise<z.input<R>>;
  },
) {
  app.post(url, {
    config: { access: route.access },
    schema: { ...schemaOf(route), consumes: ['multipart/form-data'], response: { 201: envelope(route.report) } },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(400, route.fileRequired);
      const file = await request.file();
      if (!file) throw new AppError(400, route.fileRequired);
      // The zod validator has replaced the params by the schema's output (crud.ts says why the cast).
      const report = await route.run(request as Validated<Params<P>>, {
        filename: file.filename,
        data: await file.toBuffer(),
      });
      return reply
        .code(201)
        .send({ code: 201, msg: request.t(route.done, { count: route.count(report) }), data: report });
    },
  });
}
