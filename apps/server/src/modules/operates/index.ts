// The operates module: decorates `operates` (the operate guide and new-feature list a user is shown, and when they last
// looked), registers their routes, their administration and the features export.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FeatureAdmin, GuideAdmin } from './admin.service.ts';
import { featuresExport } from './exports.ts';
import { FaqService } from './faq.service.ts';
import { operateRoutes } from './routes.ts';
import { OperateService } from './service.ts';

export type { OperateService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    operates: OperateService;
  }
}

async function operatesModule(app: FastifyInstance) {
  app.decorate('operates', new OperateService(app.db));
  const features = new FeatureAdmin(app.db);
  app.exports.register(featuresExport(features));
  await app.register(operateRoutes, { guides: new GuideAdmin(app.db), features, faqs: new FaqService(app.db) });
}

export default fp(operatesModule, { name: 'operates', dependencies: ['core', 'audit', 'exports', 'sites'] });
