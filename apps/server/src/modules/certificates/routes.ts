// Certificate calls: the public lookup, the student's certificates and PDF, the back-office list and revocation, the
// teacher's late issue and ZIP export, the admin's rule sets per course.
import {
  CERTIFICATES_API,
  certificateListQuery,
  certificateRow,
  completionReport,
  courseRuleQuery,
  courseRuleRow,
  eligibilityRuleSet,
  exportQueued,
  idParams,
  issueBody,
  issueReport,
  myCertificate,
  pageOf,
  REPORT_LOOKUP_LIMIT,
  reportQuery,
  revokeBody,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';
import type { classCertificatesExport } from './exports.ts';

const tags = ['certificates'];
const REGIONS = ['admin', 'province', 'city', 'area'] as const;
const manages = { roles: REGIONS, permission: 'certificate:manage' };

export interface CertificateRoutesOptions {
  exported: ReturnType<typeof classCertificatesExport>;
}

export const certificateRoutes: FastifyPluginAsyncZod<CertificateRoutesOptions> = async (app, { exported }) => {
  const { certificates, rules } = app.certificates;
  const routes = crud(app, { tags, read: manages, edit: manages });
  const originOf = (r: { protocol: string; host: string }) => ({ protocol: r.protocol, host: r.host });

  routes.get(CERTIFICATES_API.report, {
    summary: 'A certificate by number: name masked, status and revocation day (limited per address, logged)',
    access: 'public',
    querystring: reportQuery,
    rateLimit: REPORT_LOOKUP_LIMIT,
    data: completionReport,
    run: (r) => certificates.report(r.query.number, r.ip),
  });
  routes.get(CERTIFICATES_API.mine, {
    summary: 'Your certificates, each with its number and PDF address',
    access: { roles: ['student'] },
    data: z.array(myCertificate),
    run: (r) => certificates.mine(actorOf(r)),
  });
  app.get(CERTIFICATES_API.myPdf(':id'), {
    config: { access: { roles: ['student'] } },
    schema: { tags, summary: 'The PDF of your certificate (nobody else may download it)', params: idParams },
    handler: async (request, reply) => {
      const file = await certificates.myPdf(actorOf(request), request.params.id, originOf(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-length', file.size)
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.stream);
    },
  });
  routes.get(CERTIFICATES_API.list, {
    summary: 'Certificates in your scope, with their status',
    querystring: certificateListQuery,
    data: pageOf(certificateRow),
    run: (r) => certificates.list(actorOf(r), r.query),
  });
  routes.act(CERTIFICATES_API.revoke(':id'), {
    summary: 'Revoke a certificate with a reason (it stays, marked revoked)',
    params: idParams,
    body: revokeBody,
    data: certificateRow,
    msg: 'certificates.revoked',
    run: (r) => certificates.revoke(actorOf(r), r.params.id, r.body.reason),
  });
  routes.create(CERTIFICATES_API.issue(':id'), {
    summary: 'Issue to a student who became eligible after the class finished (or to every eligible one)',
    access: { roles: ['teacher'], permission: 'student:verify' },
    params: idParams,
    body: issueBody.partial(),
    data: issueReport,
    msg: (data) => (data.issued.length === 1 ? 'certificates.issued_one' : 'certificates.issued'),
    run: (r) => certificates.issueLate(actorOf(r), r.params.id, r.body.student_id, originOf(r)),
  });
  routes.create(CERTIFICATES_API.classExport(':id'), {
    summary: "A class's certificates as one ZIP, through the download centre",
    access: exported.access,
    params: idParams,
    data: exportQueued,
    msg: 'exports.queued',
    run: async (r) => {
      const params = { class_id: r.params.id };
      await exported.authorize?.(actorOf(r), params);
      return app.exports.enqueue(actorOf(r), exported.kind, params);
    },
  });
  routes.get(CERTIFICATES_API.rules, {
    summary: 'Every course with its certificate requirements',
    access: { roles: ['admin'] },
    querystring: courseRuleQuery,
    data: pageOf(courseRuleRow),
    run: (r) => rules.list(actorOf(r), r.query),
  });
  routes.update(CERTIFICATES_API.rule(':id'), {
    summary: "Set a course's certificate requirements (certificates already issued keep theirs)",
    access: { roles: ['admin'] },
    params: idParams,
    body: eligibilityRuleSet,
    data: courseRuleRow,
    msg: 'certificates.rules_saved',
    run: (r) => rules.update(actorOf(r), r.params.id, r.body),
  });
};
