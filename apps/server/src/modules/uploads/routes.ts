// Upload (multipart, back-office) and serving of uploaded files (public, cached for good: names never change).

import type { Readable } from 'node:stream';
import {
  envelope,
  MANAGER_ROLES,
  UPLOAD_FILE_MAX_BYTES,
  UPLOADS_API,
  UPLOADS_PATH,
  uploadResult,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, notFound } from '@/lib/errors.ts';
import { actorOf } from '@/plugins/actor.ts';
import { type IncomingFile, servedName } from './service.ts';

/** A form the parser cannot read is the client's fault (400); limits keep their own 4xx. */
function asClientError(error: unknown): unknown {
  const status = (error as { statusCode?: number }).statusCode;
  return status && status < 500 ? error : new AppError(400, 'upload.bad_form');
}

/** The multipart parser of a one-file upload route. Size is checked by the service (readable message), so the parser cuts at the largest limit instead of throwing. */
export const ONE_FILE_FORM = {
  throwFileSizeLimit: false,
  limits: { fileSize: UPLOAD_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11, fieldSize: 1024 },
};

/** The one file of a multipart request (field "file"), read into memory; 415 or 400 when there is none. */
export async function readUpload(request: FastifyRequest): Promise<IncomingFile> {
  if (!request.isMultipart()) throw new AppError(415, 'upload.not_multipart');
  const part = await request.file().catch((error) => Promise.reject(asClientError(error)));
  if (!part) throw badRequest('upload.file_required');
  const data = await part.toBuffer().catch((error) => Promise.reject(asClientError(error)));
  return { filename: part.filename, data, truncated: part.file.truncated };
}

/**
 * Sends a kept file as the type its bytes were detected as, which the browser must not second-guess (nosniff), and
 * as a download named with that type's extension, unless it is a picture the page shows (`inline`). Every route that
 * serves an uploaded file answers through this one.
 */
export function sendFile(
  reply: FastifyReply,
  file: { stream: Readable; size: number; mime: string; name: string },
  options: { cache: string; inline: boolean },
) {
  const name = servedName(file.name, file.mime);
  // The plain name for browsers that ignore filename*: ASCII only, no quotes (the UTF-8 name follows).
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return reply
    .header('content-type', file.mime)
    .header('content-length', file.size)
    .header('cache-control', options.cache)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      options.inline && file.mime.startsWith('image/')
        ? 'inline'
        : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    )
    .send(file.stream);
}

export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads } = app;
  await app.register(multipart, ONE_FILE_FORM);

  app.post(UPLOADS_API.upload, {
    config: { access: { roles: MANAGER_ROLES, permission: 'content:upload' } },
    schema: {
      tags: ['uploads'],
      summary:
        'Upload one picture (png, jpeg, gif, webp; 5 MB) or document (pdf, docx, xlsx; 20 MB) as form field "file"',
      consumes: ['multipart/form-data'],
      response: { 201: envelope(uploadResult) },
    },
    handler: async (request, reply) => {
      const saved = await uploads.save(actorOf(request), await readUpload(request));
      return reply.ok(saved, 'upload.done', 201);
    },
  });

  app.get(`${UPLOADS_PATH}*`, {
    config: { access: 'public', rateLimit: false },
    schema: { hide: true },
    handler: async (request, reply) => {
      const file = await uploads.open((request.params as { '*': string })['*']);
      if (!file) throw notFound();
      return sendFile(reply, file, { cache: 'public, max-age=31536000, immutable', inline: true });
    },
  });
};
