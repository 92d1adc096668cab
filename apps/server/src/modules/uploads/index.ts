// The uploads module: decorates `uploads` (pictures and documents checked by their bytes, kept in Storage under
// uploads/<yyyy>/<mm>/) and registers the upload and the serving of uploaded files.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { uploadRoutes } from './routes.ts';
import { UploadService } from './service.ts';

export { ONE_FILE_FORM, readUpload, sendFile } from './routes.ts';
export type { UploadService } from './service.ts';
export { checkUpload, displayName, type IncomingFile, servedName, storedName, typedName } from './service.ts';
export { EXT_BY_MIME, MIME_BY_EXT, type Sniffed, sniff } from './sniff.ts';

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadService;
  }
}

async function uploadsModule(app: FastifyInstance) {
  app.decorate('uploads', new UploadService(app.storage));
  await app.register(uploadRoutes);
}

export default fp(uploadsModule, { name: 'uploads', dependencies: ['core', 'audit'] });
