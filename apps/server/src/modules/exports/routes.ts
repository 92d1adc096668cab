// The user's download records and the download of a finished file (owner only).
import { EXPORTS_API, envelope, exportQueued, exportRow, idParams, pageOf, pageQuery } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { LIST_EXPORT_KINDS, LIST_EXPORTS } from './list-kinds.ts';
import { exportOwner } from './owner.ts';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exports } = app.ctx;
  const tags = ['exports'];

  app.get(EXPORTS_API.mine, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: "The user's download records",
      querystring: pageQuery,
      response: { 200: envelope(pageOf(exportRow)) },
    },
    handler: async (request, reply) => {
      const { page, size } = request.query;
      const { list, total } = await exports.list(authOf(request).userId, page, size);
      return reply.ok({ list, total, page, size });
    },
  });

  app.get(EXPORTS_API.file, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Download a finished export (its owner only)', params: idParams },
    handler: async (request, reply) => {
      const file = await exports.file(authOf(request).userId, request.params.id);
      return reply
        .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });

  app.post(EXPORTS_API.list, {
    // Managers reach the route; each list then says which of them may export it (list-kinds.ts).
    config: { access: { roles: ['admin', 'province', 'city', 'area'] } },
    schema: {
      tags,
      summary:
        'Export a configuration list (roles, menus, dict-items, regions, sites, sessions, features, announcements)',
      params: z.object({ kind: z.enum(LIST_EXPORT_KINDS as [string, ...string[]], { error: 'exports.not_found' }) }),
      body: z
        .record(z.string(), z.string().max(64))
        .nullish()
        .transform((filters) => filters ?? {}),
      response: { 201: envelope(exportQueued) },
    },
    handler: async (request, reply) => {
      const owner = exportOwner(request);
      if (!LIST_EXPORTS[request.params.kind]!.roles.includes(owner.role)) throw forbidden();
      request.audit({ action: `${request.params.kind}.export`, after: request.body });
      return reply.ok(await exports.enqueue(owner, request.params.kind, request.body), 'exports.queued', 201);
    },
  });
};
