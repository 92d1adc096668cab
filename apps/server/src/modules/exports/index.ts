// The exports module (the download centre): decorates `exports`, the job queue other modules register their kinds
// with; runs the worker from onReady to onClose when this instance runs workers (WORKERS).
import { LIST_EXPORT_KINDS } from '@etp/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { under } from '@/lib/storage.ts';
import { exportRoutes } from './routes.ts';
import { ExportService } from './service.ts';

export {
  type Bilingual,
  defineExport,
  type ExportDefinition,
  type FileExportDefinition,
  inLocale,
  listExport,
} from './kinds.ts';
export { exportRoute } from './routes.ts';
export type { ExportService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    exports: ExportService;
  }
}

async function exportsModule(app: FastifyInstance) {
  // Files live under DATA_DIR/files/exports/<year>/<owner>/.
  const exports = new ExportService(
    app.db,
    app.state,
    under(app.storage, 'files'),
    app.profiles,
    app.log,
    app.config.instance,
  );
  app.decorate('exports', exports);
  await app.register(exportRoutes);

  app.addHook('onReady', async () => {
    // Every list the contracts name must have been registered by the module that owns it.
    const missing = LIST_EXPORT_KINDS.filter((kind) => !exports.registered().includes(kind));
    if (missing.length) throw new Error(`export kinds without a module registering them: ${missing.join(', ')}`);
    if (app.config.WORKERS) await exports.start();
  });
  app.addHook('onClose', () => exports.stop());
}

export default fp(exportsModule, { name: 'exports', dependencies: ['core', 'audit'] });
