// Competitions on the public portal (/p/v1, no token): published competitions, registration with a captcha,
// reading back and correcting one's registration, the business-plan upload, and the result query; every form and
// lookup limited per client address against floods and enumeration.
import {
  COMPETITION_LIMITS,
  COMPETITION_PLAN_MAX_BYTES,
  COMPETITIONS_PUBLIC_API,
  competitionDetail,
  competitionPublicQuery,
  competitionSummary,
  competitionUpload,
  envelope,
  idParams,
  pageOf,
  registrationBody,
  registrationCorrectBody,
  registrationLookupBody,
  registrationReceipt,
  registrationView,
  resultQueryAnswer,
  resultQueryBody,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressed } from '@/lib/compress.ts';
import { AppError, badRequest } from '@/lib/errors.ts';
import { revalidatedByEtag } from '@/lib/etag.ts';
import { requireCaptcha } from '@/modules/captcha/index.ts';
import type { CompetitionPublicService } from './public.service.ts';

const tags = ['competitions'];
/**
 * The reads a phone opens from a shared link: revalidated by ETag (a 304 when nothing changed) and compressed, as
 * their inline cover pictures make the list a few KB.
 */
const cachedRead = [revalidatedByEtag, compressed];
const limited = (limit: { max: number; windowMs: number }, name: string) =>
  ({ access: 'public', rateLimit: { ...limit, name: `competition-${name}` } }) as const;

export const competitionPublicRoutes: FastifyPluginAsyncZod<{ service: CompetitionPublicService }> = async (
  app,
  { service },
) => {
  app.get(COMPETITIONS_PUBLIC_API.list, {
    config: { access: 'public' },
    onSend: cachedRead,
    schema: {
      tags,
      summary: 'Published competitions',
      querystring: competitionPublicQuery,
      response: { 200: envelope(pageOf(competitionSummary)) },
    },
    handler: async (request, reply) => reply.ok(await service.list(request.query)),
  });
  app.get(COMPETITIONS_PUBLIC_API.open, {
    config: { access: 'public' },
    onSend: cachedRead,
    schema: {
      tags,
      summary: 'Open competitions for the portal home',
      response: { 200: envelope(z.array(competitionSummary)) },
    },
    handler: async (_request, reply) => reply.ok(await service.open()),
  });
  app.get(COMPETITIONS_PUBLIC_API.one, {
    config: { access: 'public' },
    onSend: cachedRead,
    schema: {
      tags,
      summary: 'One published competition',
      params: idParams,
      response: { 200: envelope(competitionDetail) },
    },
    handler: async (request, reply) => reply.ok(await service.detail(request.params.id)),
  });
  app.post(COMPETITIONS_PUBLIC_API.register, {
    config: limited(COMPETITION_LIMITS.register, 'register'),
    schema: {
      tags,
      summary: 'Register a team or company (one registration per leader and competition)',
      params: idParams,
      body: registrationBody,
      response: { 201: envelope(registrationReceipt) },
    },
    preHandler: requireCaptcha,
    handler: async (request, reply) =>
      reply.ok(await service.register(request.params.id, request.body, request.ip), 'competition.registered', 201),
  });
  app.post(COMPETITIONS_PUBLIC_API.lookup, {
    config: limited(COMPETITION_LIMITS.lookup, 'lookup'),
    schema: {
      tags,
      summary: "Read one's registration back with its number and the leader's ID number",
      body: registrationLookupBody,
      response: { 200: envelope(registrationView) },
    },
    preHandler: requireCaptcha,
    handler: async (request, reply) => reply.ok(await service.lookup(request.body)),
  });
  app.post(COMPETITIONS_PUBLIC_API.correct, {
    config: limited(COMPETITION_LIMITS.lookup, 'correct'),
    schema: {
      tags,
      summary: "Correct one's registration (number + leader's ID number) until the registration stage closes",
      body: registrationCorrectBody,
      response: { 200: envelope(registrationReceipt) },
    },
    preHandler: requireCaptcha,
    handler: async (request, reply) =>
      reply.ok(await service.correct(request.body, request.ip), 'competition.corrected'),
  });
  app.post(COMPETITIONS_PUBLIC_API.results, {
    config: limited(COMPETITION_LIMITS.results, 'results'),
    schema: {
      tags,
      summary: "Results per published stage, by registration number or by the leader's name and phone",
      body: resultQueryBody,
      response: { 200: envelope(resultQueryAnswer) },
    },
    handler: async (request, reply) => reply.ok(await service.results(request.body)),
  });

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: COMPETITION_PLAN_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    });
    uploads.post(COMPETITIONS_PUBLIC_API.upload, {
      config: limited(COMPETITION_LIMITS.upload, 'upload'),
      schema: {
        tags,
        summary: 'Upload a business plan (PDF, checked by its bytes) for a registration, as form field "file"',
        consumes: ['multipart/form-data'],
        response: { 201: envelope(competitionUpload) },
      },
      handler: async (request, reply) => {
        if (!request.isMultipart()) throw new AppError(415, 'upload.not_multipart');
        const part = await request.file().catch(() => Promise.reject(new AppError(400, 'upload.bad_form')));
        if (!part) throw badRequest('upload.file_required');
        const data = await part.toBuffer().catch(() => Promise.reject(new AppError(400, 'upload.bad_form')));
        const saved = await service.upload({ filename: part.filename, data, truncated: part.file.truncated });
        return reply.ok(saved, 'upload.done', 201);
      },
    });
  });
};
