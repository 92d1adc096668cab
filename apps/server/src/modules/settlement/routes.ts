// Settlement calls: the teacher's claims (draft, submit, scans), the reviewers' queue and steps, payment, the admin's
// standards, chains, holidays and settings, the institution's settlement account (SPEC 7), follow-up contacts and
// the regions' follow-up figures. Each route is one call into a service.
import {
  chainBody,
  chainParams,
  chainRow,
  claimableClass,
  claimCreateBody,
  claimDetail,
  claimDocument,
  claimListQuery,
  claimRow,
  companySettlement,
  documentParams,
  documentUploadQuery,
  envelope,
  followupBody,
  followupQuery,
  followupRow,
  followupTodo,
  holidayBody,
  holidayParams,
  holidayQuery,
  holidayRow,
  idParams,
  pageOf,
  paidBody,
  reviewBody,
  SETTLEMENT_API,
  saneDate,
  settlementAccount,
  settlementSettings,
  standardBody,
  standardQuery,
  standardRow,
  surveyFigures,
  surveyFiguresQuery,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { exportRoute } from '@/modules/exports/index.ts';
import { checkUpload, ONE_FILE_FORM, readUpload, sendFile, typedName } from '@/modules/uploads/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';
import type { surveyFiguresExport } from './exports.ts';

const tags = ['settlement'];
const REVIEWERS = ['admin', 'province', 'city', 'area'] as const;
const claims = { roles: ['teacher'] as const, permission: 'settlement:claim' };
const reviews = { roles: REVIEWERS, permission: 'settlement:review' };
const admin = { roles: ['admin'] as const };
const surveys = { roles: REVIEWERS, permission: 'service:survey:list' };

export interface SettlementRoutesOptions {
  exported: ReturnType<typeof surveyFiguresExport>;
}

export const settlementRoutes: FastifyPluginAsyncZod<SettlementRoutesOptions> = async (app, { exported }) => {
  const { claims: service, admin: settings, followups } = app.settlement;
  await app.register(multipart, ONE_FILE_FORM);
  const teacher = crud(app, { tags, read: claims, edit: claims });
  const reviewer = crud(app, { tags, read: reviews, edit: reviews });
  const keeper = crud(app, { tags, read: admin, edit: admin });

  // --- the teacher ---------------------------------------------------------------------------------------------------
  teacher.get(SETTLEMENT_API.claims, {
    summary: "Your institution's subsidy claims",
    querystring: claimListQuery,
    data: pageOf(claimRow),
    run: (r) => service.mine(actorOf(r), r.query),
  });
  teacher.get(SETTLEMENT_API.claimable, {
    summary: 'Your finished classes without a claim yet',
    data: z.array(claimableClass),
    run: async (r) => {
      const actor = actorOf(r);
      const finished = await app.classes.list(actor, { page: 1, size: 100, status: 'finished' } as never);
      return service.claimable(
        actor,
        finished.list.map((c) => ({ id: c.id, name: c.name, course_name: c.course_name, end_date: c.end_date })),
      );
    },
  });
  teacher.create(SETTLEMENT_API.claims, {
    summary: 'A draft claim for a finished class: its roster and the amounts of the standard valid on its end date',
    body: claimCreateBody,
    data: claimDetail,
    run: (r) => service.create(actorOf(r), r.body.class_id),
  });
  teacher.get(SETTLEMENT_API.claim(':id'), {
    summary: 'One of your claims with its roster, documents and timeline',
    params: idParams,
    data: claimDetail,
    run: (r) => service.detailForTeacher(actorOf(r), r.params.id),
  });
  teacher.act(SETTLEMENT_API.submit(':id'), {
    summary: 'Submit a draft or returned claim: roster frozen, duplicates flagged, documents generated',
    params: idParams,
    data: claimDetail,
    msg: 'settlement.submitted',
    run: (r) => service.submit(actorOf(r), r.params.id),
  });
  app.post(SETTLEMENT_API.documents(':id'), {
    config: { access: claims },
    schema: {
      tags,
      summary: 'Upload a scan (signed sign-in sheet, bank proof; pdf or picture) to a draft or returned claim',
      consumes: ['multipart/form-data'],
      params: idParams,
      querystring: documentUploadQuery,
      response: { 201: envelope(claimDocument) },
    },
    handler: async (request, reply) => {
      const file = await readUpload(request);
      const kind = checkUpload(file);
      const saved = await service.addDocument(actorOf(request), request.params.id, request.query.kind, {
        name: typedName(file.filename, kind.ext),
        mime: kind.mime,
        data: file.data,
      });
      return reply.ok(saved, 'settlement.uploaded', 201);
    },
  });
  teacher.remove(SETTLEMENT_API.document(':id', ':documentId'), {
    summary: 'Remove an uploaded scan of a draft or returned claim',
    params: documentParams,
    run: (r) => service.removeDocument(actorOf(r), r.params.id, r.params.documentId),
  });
  /** A claim's document as a download: the teacher's (their institution's claims) and the reviewers' (their region's). */
  const documentDownload = (path: string, side: 'f' | 'a', summary: string) =>
    app.get(path, {
      config: { access: side === 'f' ? claims : reviews },
      schema: { tags, summary, params: documentParams },
      handler: async (request, reply) => {
        const file = await service.document(actorOf(request), request.params.id, request.params.documentId, side);
        return sendFile(reply, file, { cache: 'private, no-store', inline: false });
      },
    });
  documentDownload(SETTLEMENT_API.document(':id', ':documentId'), 'f', 'Download a document of your claim');
  teacher.get(SETTLEMENT_API.account, {
    summary: "Your institution's settlement account",
    data: settlementAccount,
    run: (r) => {
      const actor = actorOf(r);
      return settings.account(actor.scope.level === 'institution' ? actor.scope.institutionId : null);
    },
  });
  teacher.update(SETTLEMENT_API.account, {
    summary: "Set your institution's settlement account",
    body: settlementAccount,
    data: settlementAccount,
    run: (r) => settings.saveAccount(actorOf(r), r.body),
  });
  // SPEC 7: the site variant's settlement contact and the institution's account (the web shows no loading overlay).
  teacher.get(SETTLEMENT_API.companySettlement, {
    summary: "The site's settlement contact and your institution's settlement account",
    access: { roles: ['teacher', 'trainer'] },
    data: companySettlement,
    run: async (r) => {
      const actor = actorOf(r);
      const site = await app.sites.forHost(r.host);
      const institutionId = actor.scope.level === 'institution' ? actor.scope.institutionId : null;
      const institution = institutionId ? await app.settlement.institution(institutionId) : null;
      return {
        settlement_contact: site.settlementContact,
        settlement_phone: site.settlementPhone,
        institution_id: institutionId,
        institution_name: institution?.name ?? '',
        institution_contact: institution?.settlementContact ?? '',
        account: await settings.account(institutionId),
      };
    },
  });

  // --- the reviewers --------------------------------------------------------------------------------------------------
  reviewer.get(SETTLEMENT_API.queue, {
    summary: 'Claims in your region (todo=1: those at your step)',
    querystring: claimListQuery,
    data: pageOf(claimRow),
    run: (r) => service.queue(actorOf(r), r.query),
  });
  reviewer.get(SETTLEMENT_API.reviewClaim(':id'), {
    summary: 'A claim in your region with its roster, duplicates, documents and timeline',
    params: idParams,
    data: claimDetail,
    run: (r) => service.detailForReviewer(actorOf(r), r.params.id),
  });
  reviewer.act(SETTLEMENT_API.review(':id'), {
    summary: 'Approve, return (with a reason) or strike students (with a reason) at your step',
    params: idParams,
    body: reviewBody,
    data: claimDetail,
    msg: (_d, r) =>
      r.body.action === 'approve'
        ? 'settlement.approved'
        : r.body.action === 'return'
          ? 'settlement.returned'
          : 'settlement.struck',
    run: (r) => service.review(actorOf(r), r.params.id, r.body),
  });
  reviewer.act(SETTLEMENT_API.paid(':id'), {
    summary: 'Record the payment of an approved claim (date and reference)',
    params: idParams,
    body: paidBody,
    data: claimDetail,
    msg: 'settlement.paid',
    run: (r) => service.markPaid(actorOf(r), r.params.id, r.body),
  });
  documentDownload(
    SETTLEMENT_API.reviewDocument(':id', ':documentId'),
    'a',
    'Download a document of a claim in your region',
  );

  // --- the admin ------------------------------------------------------------------------------------------------------
  keeper.get(SETTLEMENT_API.standards, {
    summary: 'Subsidy standards per course and region with their dates of validity',
    querystring: standardQuery,
    data: pageOf(standardRow),
    run: (r) => settings.standards(r.query),
  });
  keeper.create(SETTLEMENT_API.standards, {
    summary: 'Add a subsidy standard (amount in fen)',
    body: standardBody,
    data: standardRow,
    run: (r) => settings.createStandard(actorOf(r), r.body),
  });
  keeper.update(SETTLEMENT_API.standard(':id'), {
    summary: 'Change a subsidy standard (claims already made keep their amounts)',
    params: idParams,
    body: standardBody,
    data: standardRow,
    run: (r) => settings.updateStandard(actorOf(r), r.params.id, r.body),
  });
  keeper.remove(SETTLEMENT_API.standard(':id'), {
    summary: 'Delete a subsidy standard',
    params: idParams,
    run: (r) => settings.removeStandard(actorOf(r), r.params.id),
  });
  keeper.get(SETTLEMENT_API.chains, {
    summary: 'The review chain of each configured region (others: area then city)',
    data: z.array(chainRow),
    run: () => settings.chains(),
  });
  keeper.update(SETTLEMENT_API.chain(':regionCode'), {
    summary: "Set a region's review chain and publicity days",
    params: chainParams,
    body: chainBody,
    data: chainRow,
    run: (r) => settings.saveChain(actorOf(r), r.params.regionCode, r.body),
  });
  keeper.remove(SETTLEMENT_API.chain(':regionCode'), {
    summary: "Remove a region's chain (the one above or the default applies)",
    params: chainParams,
    run: (r) => settings.removeChain(actorOf(r), r.params.regionCode),
  });
  keeper.get(SETTLEMENT_API.holidays, {
    summary: 'The holiday calendar publicity periods count working days by',
    querystring: holidayQuery,
    data: z.array(holidayRow),
    run: (r) => settings.holidays(r.query.year),
  });
  keeper.create(SETTLEMENT_API.holidays, {
    summary: 'Add a holiday (or a worked weekend day)',
    body: holidayBody,
    data: holidayRow,
    run: (r) => settings.saveHoliday(actorOf(r), r.body),
  });
  keeper.remove(SETTLEMENT_API.holiday(':day'), {
    summary: 'Remove a day from the calendar',
    params: holidayParams,
    run: (r) => settings.removeHoliday(actorOf(r), r.params.day),
  });
  keeper.get(SETTLEMENT_API.settings, {
    summary: "The duplicate check's period",
    data: settlementSettings,
    run: () => settings.settings(),
  });
  keeper.update(SETTLEMENT_API.settings, {
    summary: "Set the duplicate check's period (months)",
    body: settlementSettings,
    data: settlementSettings,
    run: (r) => settings.saveSettings(actorOf(r), r.body),
  });

  // --- follow-up -------------------------------------------------------------------------------------------------------
  const followed = { roles: ['teacher', 'trainer'] as const };
  const fu = crud(app, { tags, read: followed, edit: followed });
  fu.get(SETTLEMENT_API.followups, {
    summary: "Follow-up contacts with your institution's students",
    querystring: followupQuery,
    data: pageOf(followupRow),
    run: (r) => followups.list(actorOf(r), r.query),
  });
  fu.create(SETTLEMENT_API.followups, {
    summary: 'Record a follow-up contact (within 6 months after the class ended)',
    body: followupBody,
    data: followupRow,
    run: (r) => followups.create(actorOf(r), r.body),
  });
  fu.get(SETTLEMENT_API.followupTodo, {
    summary: 'Students in their follow-up months without a contact this month',
    data: z.array(followupTodo),
    run: (r) => app.settlement.todo(actorOf(r)),
  });
  reviewer.get(SETTLEMENT_API.survey, {
    access: surveys,
    summary: 'Follow-up figures by area, institution or class: answers, business starts, employment, wished services',
    querystring: surveyFiguresQuery,
    data: surveyFigures,
    run: (r) => app.settlement.figures(actorOf(r), r.query.by),
  });
  exportRoute(app, SETTLEMENT_API.surveyExport, exported, {
    tags,
    summary: 'The follow-up figures as a sheet, through the download centre',
  });

  // The end-to-end tests drive the publicity job as of a later day (the browser's server runs in its own process).
  // Registered only with NODE_ENV=test: production and development end periods by the worker job alone.
  if (app.config.NODE_ENV === 'test') {
    keeper.act(SETTLEMENT_API.publicityRun, {
      summary: 'Test only: run one round of the publicity job as of a day',
      body: z.object({ as_of: saneDate() }),
      data: z.array(z.number().int()),
      msg: 'ok',
      run: (r) => app.settlement.publicityRound(r.body.as_of),
    });
  }
};
