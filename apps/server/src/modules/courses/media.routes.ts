// Media calls: the admin's video upload, and the serving of a video, its poster and its HLS files to whoever holds a
// valid media token (issued with the outline) and may still read the file. Bytes are served in ranges with long
// cache headers: the keys are content-addressed, so a file at an address never changes.
import { envelope, idParams, MEDIA_API, MEDIA_TOKEN_PARAM, mediaRow } from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest, notFound, unauthorized } from '@/lib/errors.ts';
import { actorOf } from '@/plugins/actor.ts';
import { parseRange } from './media.service.ts';

const CACHE = 'private, max-age=31536000, immutable';
const mediaParams = idParams;
const hlsParams = mediaParams.extend({ file: z.string().max(40) });
const tokenQuery = z.object({ [MEDIA_TOKEN_PARAM]: z.string().max(200).optional() });

export const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { media } = app.courses;
  const { profiles } = app;
  // The parser cuts at one byte past the limit and the service answers with a readable 413.
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: { fileSize: app.config.VIDEO_MAX_BYTES + 1, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
  });

  app.post(MEDIA_API.upload, {
    config: { access: { roles: ['admin'], permission: 'course:edit' } },
    schema: {
      tags: ['courses'],
      summary: 'Upload one MP4 video (H.264/AAC) as form field "file"; its duration is read from the file',
      consumes: ['multipart/form-data'],
      response: { 201: envelope(mediaRow), 200: envelope(mediaRow) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(415, 'upload.not_multipart');
      const part = await request.file().catch(() => Promise.reject(new AppError(400, 'upload.bad_form')));
      if (!part) throw badRequest('upload.file_required');
      const actor = actorOf(request);
      const { row, created } = await media
        .upload(actor, { filename: part.filename, stream: part.file, truncated: () => part.file.truncated })
        .finally(() => part.file.resume());
      app.courses.afterUpload(row.id);
      return reply.ok(media.toRow(row, actor.userId), 'media.uploaded', created ? 201 : 200);
    },
  });

  /** The media row when the token is good and its user may still read the file. */
  async function authorised(id: number, token: string | undefined) {
    const userId = media.access.verify(id, token);
    if (userId === null || token === undefined) throw unauthorized('media.token_invalid');
    const user = await profiles.get(userId);
    const row = await media.find(id);
    if (!user || !row || !(await media.access.canRead(user, row.id))) throw notFound();
    return { row, token };
  }

  async function send(request: FastifyRequest, reply: FastifyReply, file: { key: string; size: number; mime: string }) {
    reply
      .header('content-type', file.mime)
      .header('accept-ranges', 'bytes')
      .header('cache-control', CACHE)
      .header('x-content-type-options', 'nosniff');
    const range = parseRange(request.headers.range, file.size);
    if (range === 'unsatisfiable')
      throw new AppError(416, 'media.range_invalid', {}, null, { 'content-range': `bytes */${file.size}` });
    if (!range) return reply.header('content-length', file.size).send(media.read(file.key));
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
      .header('content-length', range.end - range.start + 1)
      .send(media.read(file.key, range));
  }

  const serving = { access: 'public' as const, rateLimit: false as const };
  const schema = <P extends z.ZodType>(summary: string, params: P) => ({
    tags: ['courses'],
    summary,
    params,
    querystring: tokenQuery,
  });

  app.get(MEDIA_API.file(':id'), {
    config: serving,
    schema: schema('A video in byte ranges, for the holder of a media token (?t=)', mediaParams),
    handler: async (request, reply) => {
      const { row } = await authorised(request.params.id, request.query[MEDIA_TOKEN_PARAM]);
      return send(request, reply, await media.served(row, 'file'));
    },
  });
  app.get(MEDIA_API.poster(':id'), {
    config: serving,
    schema: schema("A video's poster picture, for the holder of a media token", mediaParams),
    handler: async (request, reply) => {
      const { row } = await authorised(request.params.id, request.query[MEDIA_TOKEN_PARAM]);
      return send(request, reply, await media.served(row, 'poster'));
    },
  });
  app.get(MEDIA_API.hls(':id', ':file'), {
    config: serving,
    schema: schema("A file of a video's HLS rendition; the playlist's segments carry the same token", hlsParams),
    handler: async (request, reply) => {
      const { row, token } = await authorised(request.params.id, request.query[MEDIA_TOKEN_PARAM]);
      const { file } = request.params;
      const served = await media.served(row, { hls: file });
      if (!file.endsWith('.m3u8')) return send(request, reply, served);
      // Segment addresses are relative: the token is added to each, since relative addresses drop the query.
      const chunks: Buffer[] = [];
      for await (const chunk of media.read(served.key)) chunks.push(chunk as Buffer);
      const playlist = Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^(seg\d{1,5}\.ts)$/gm, `$1?${MEDIA_TOKEN_PARAM}=${encodeURIComponent(token)}`);
      return reply
        .header('content-type', served.mime)
        .header('cache-control', CACHE)
        .header('x-content-type-options', 'nosniff')
        .send(playlist);
    },
  });
};
