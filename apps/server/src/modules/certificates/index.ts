// The certificates module: decorates `certificates` ({ certificates, rules }), issues to the eligible students when
// a class finishes (it listens to the classes module), registers the ZIP export kind and the certificate calls. It
// reads other domains only through the reporting module (eligibility) and their decorations.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { siteOrigin } from '@/modules/sites/index.ts';
import { classCertificatesExport } from './exports.ts';
import { certificateRoutes } from './routes.ts';
import { CertificateRulesService } from './rules.service.ts';
import { CertificateService } from './service.ts';

export { type CertificateFont, loadCertificateFont } from '@/lib/pdf/cjk-font.ts';
export type { CertificateRulesService } from './rules.service.ts';
export { CertificateService, type IssueSite } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    certificates: { certificates: CertificateService; rules: CertificateRulesService };
  }
}

async function certificatesModule(app: FastifyInstance) {
  const certificates = new CertificateService({
    db: app.db,
    storage: app.storage,
    eligibility: app.reporting.eligibility,
    classes: app.classes,
    async site(origin) {
      // A request names its site; the lifecycle job issues under the default site, on this instance's port.
      const site = await app.sites.forHost(origin?.host ?? '');
      return {
        name: site.website,
        origin: siteOrigin(site.domain, origin ?? { protocol: 'http', host: `${site.domain}:${app.config.PORT}` }),
      };
    },
    async nameOf(userId) {
      return (await app.profiles.get(userId))?.name ?? '';
    },
  });
  const courses = app.courses.catalogue;
  const rules = new CertificateRulesService(app.db, {
    async page(query) {
      const found = await courses.list(null as never, { ...query, keyword: query.keyword, status: undefined });
      return {
        total: found.total,
        list: found.list.map((c) => ({ id: c.id, name: c.name, requiredHours: c.required_hours })),
      };
    },
    async one(id) {
      const found = await courses.get(null as never, { id }).catch(() => null);
      return found ? { id: found.id, name: found.name, requiredHours: found.required_hours } : null;
    },
  });
  app.decorate('certificates', { certificates, rules });

  // A class that finishes (the teacher or the job) issues its eligible students' certificates.
  app.classes.onClassFinished(async ({ classId, actorId }) => {
    const report = await certificates.issueForClass(classId, actorId);
    if (report.refused.length) app.log.warn({ class: classId, refused: report.refused }, 'certificates not printable');
  });

  const exported = classCertificatesExport(certificates);
  app.exports.register(exported);
  await app.register(certificateRoutes, { exported });
}

export default fp(certificatesModule, {
  name: 'certificates',
  dependencies: ['core', 'audit', 'exports', 'sites', 'classes', 'courses', 'reporting'],
});
