// The face module: decorates `face`: `face.checks` (registration and checks), `face.staff` (teacher side, retention),
// `face.public` (/faceRecognition) and `face.waivers` (a teacher's waiver of a student's checks), registers their calls and runs the capture-retention job on instances that run workers.
// The engine's worker threads start on the first check, so a server without face checks pays nothing.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AttemptLimiter } from '@/lib/attempt-limit.ts';
import { workerJob } from '@/plugins/worker-job.ts';
import { createFaceEngine } from './engine/index.ts';
import { FacePublic } from './public.ts';
import { faceRoutes } from './routes.ts';
import { FaceService } from './service.ts';
import { FaceStaff } from './staff.ts';
import { FaceVault } from './vault.ts';
import { FaceWaivers } from './waivers.ts';

export { lastStudyPassSql } from './batch-sql.ts';
export type { FaceService } from './service.ts';
export type { FaceStaff } from './staff.ts';
export { FaceVault } from './vault.ts';

/** The face module's services, one decoration `app.face`. */
export interface Face {
  checks: FaceService;
  staff: FaceStaff;
  public: FacePublic;
  waivers: FaceWaivers;
}

declare module 'fastify' {
  interface FastifyInstance {
    face: Face;
  }
}

const RETENTION_EVERY_MS = 60 * 60_000;

async function faceModule(app: FastifyInstance) {
  const { config } = app;
  const engine = createFaceEngine({ size: config.FACE_WORKERS, threshold: config.FACE_THRESHOLD, logger: app.log });
  const face = new FaceService(app.db, engine, new FaceVault(app.storage, app.personalData), {
    threshold: config.FACE_THRESHOLD,
    maxFailures: config.FACE_MAX_FAILURES,
    retentionDays: config.FACE_CAPTURE_RETENTION_DAYS,
  });
  const staff = new FaceStaff(face);
  // Teachers verify only students with a face photo on file: the roster asks this module who has one.
  app.enrolments.usePhotoRegistry(face);
  app.decorate('face', {
    checks: face,
    staff,
    waivers: new FaceWaivers(app.db, app.classes, app.enrolments),
    public: new FacePublic(
      face,
      app.state,
      app.personalData,
      new AttemptLimiter(
        app.state,
        'face-identify',
        {
          freeFailures: config.FACE_IDENTIFY_LIMIT_PER_PERSON,
          perAddress: config.FACE_IDENTIFY_LIMIT_PER_IP,
          windowS: config.FACE_IDENTIFY_WINDOW_S,
        },
        'face.too_many_identify',
      ),
    ),
  });
  await app.register(faceRoutes);

  workerJob(app, {
    name: 'face-capture-retention',
    everyMs: RETENTION_EVERY_MS,
    failure: 'face capture retention failed',
    async run() {
      const purged = await staff.purgeCaptures();
      if (purged) app.log.info({ purged }, 'face captures past retention deleted');
    },
  });
  app.addHook('onClose', async () => {
    await engine.close();
  });
}

export default fp(faceModule, { name: 'face', dependencies: ['core', 'audit', 'classes'] });
