// The caller's download records, the download of a finished file (owner only), the export of a configuration list,
// and exportRoute: the route through which a module offers one of its kinds.
import {
  EXPORTS_API,
  exportQueued,
  exportRow,
  idParams,
  LIST_EXPORT_KINDS,
  MANAGER_ROLES,
  pageOf,
  pageQuery,
} from '@etp/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';
import { type ExportDefinition, type FileExportDefinition, listFilters } from './kinds.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The filters: an empty or missing body is read as {} (everything, unless the kind requires a field). */
const filtersBody = <Params>(params: z.ZodType<Params>) => z.preprocess((body) => body ?? {}, params);

/** POST <url>: queues one kind for the caller, under the kind's own rule and filters. */
export function exportRoute<Row extends object, Params extends object>(
  app: FastifyInstance,
  url: string,
  definition: ExportDefinition<Row, Params> | FileExportDefinition<Params>,
  docs: { tags: string[]; summary: string },
) {
  crud(app, { tags: docs.tags, read: definition.access, edit: definition.access }).create(url, {
    summary: docs.summary,
    body: filtersBody(definition.params),
    data: exportQueued,
    msg: 'exports.queued',
    run: async (request) => {
      await definition.authorize?.(actorOf(request), request.body);
      return app.exports.enqueue(actorOf(request), definition.kind, request.body);
    },
  });
}

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const { exports } = app;
  const tags = ['exports'];
  const routes = crud(app, { tags, read: 'signed-in', edit: { roles: MANAGER_ROLES } });

  routes.get(EXPORTS_API.mine, {
    summary: "The user's download records",
    querystring: pageQuery,
    data: pageOf(exportRow),
    run: (request) => exports.list(actorOf(request), request.query),
  });

  app.get(EXPORTS_API.file, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Download a finished export (its owner only)', params: idParams },
    handler: async (request, reply) => {
      const file = await exports.file(actorOf(request), request.params.id);
      const zip = file.name.endsWith('.zip');
      return reply
        .header('content-type', zip ? 'application/zip' : XLSX)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          `attachment; filename="export.${zip ? 'zip' : 'xlsx'}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
        )
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });

  // Managers reach the route; each list's own rule then says which of them may export it.
  routes.create(EXPORTS_API.list, {
    summary: `Export a configuration list (${LIST_EXPORT_KINDS.join(', ')})`,
    params: z.object({ kind: z.enum(LIST_EXPORT_KINDS, { error: 'exports.not_found' }) }),
    body: filtersBody(listFilters),
    data: exportQueued,
    msg: 'exports.queued',
    run: (request) => exports.enqueue(actorOf(request), request.params.kind, request.body),
  });
};
