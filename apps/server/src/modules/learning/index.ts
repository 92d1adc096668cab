// The learning module (issue 13): decorates `learning` (the heartbeats that credit study time, and the study reads)
// and registers its calls.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { attendanceRoutes } from './attendance.ts';
import { ReadService } from './read.service.ts';
import { RecordService } from './record.service.ts';
import { learningRoutes } from './routes.ts';

export type { ReadService } from './read.service.ts';
export { studyHoursDone } from './reads.ts';
export type { RecordService } from './record.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    learning: { records: RecordService; reads: ReadService };
  }
}

async function learningModule(app: FastifyInstance) {
  const records = new RecordService(app.db, app.config, app.log, app.sessions);
  const reads = new ReadService(
    app.db,
    (mediaId, userId) => app.courses.mediaAccess.address(mediaId, userId, 'file'),
    app.config.STUDY_HOUR_MINUTES,
    records.dailyLimitSeconds,
  );
  app.decorate('learning', { records, reads });
  // A shutdown closes the pool after the app: every heartbeat already received is committed first.
  app.addHook('onClose', () => records.flushed());
  await app.register(learningRoutes);
  await app.register(attendanceRoutes);
}

export default fp(learningModule, { name: 'learning', dependencies: ['core', 'audit', 'classes', 'courses'] });
