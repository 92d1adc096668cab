// The user's download records and the download of a finished file (owner only).
import { ACCOUNTS_API, envelope, exportRow, idParams, pageOf, pageQuery } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exports } = app.ctx;
  const tags = ['exports'];

  app.get(ACCOUNTS_API.exports, {
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

  app.get(ACCOUNTS_API.exportFile, {
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
};
