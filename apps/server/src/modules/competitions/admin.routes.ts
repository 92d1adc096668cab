// Competitions in the back-office (/a/v1): admins everywhere, regional administrators in their region.
import {
  COMPETITION_IMPORT_MAX_BYTES,
  COMPETITIONS_API,
  competitionAdminItem,
  competitionAdminListItem,
  competitionAdminQuery,
  competitionInput,
  competitionStage,
  competitionStageParams,
  envelope,
  idParams,
  MANAGER_ROLES,
  pageOf,
  registrationAdminItem,
  registrationAdminQuery,
  resultImportReport,
  resultInput,
  stageResult,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@/lib/errors.ts';
import { exportRoute } from '@/modules/exports/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';
import type { registrationsExport } from './exports.ts';
import type { JudgingService } from './judging.service.ts';
import type { CompetitionService } from './service.ts';

const tags = ['competitions'];
const can = (permission: string) => ({ roles: MANAGER_ROLES, permission });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface CompetitionAdminOptions {
  competitions: CompetitionService;
  judging: JudgingService;
  exported: ReturnType<typeof registrationsExport>;
}

export const competitionAdminRoutes: FastifyPluginAsyncZod<CompetitionAdminOptions> = async (app, options) => {
  const { competitions, judging, exported } = options;
  exportRoute(app, COMPETITIONS_API.registrationsExport, exported, {
    tags,
    summary: "Export one competition's registrations with their results (masked) to the download centre",
  });
  await app.register(multipart, { limits: { files: 1, fileSize: COMPETITION_IMPORT_MAX_BYTES, fields: 5 } });

  const routes = resource(
    app,
    {
      tags,
      read: can('competition:list'),
      edit: can('competition:edit'),
      saved: 'competition.saved',
      deleted: 'competition.deleted',
      paths: COMPETITIONS_API,
      key: idParams,
      item: competitionAdminItem,
      list: {
        summary: 'Competitions in your scope, paged',
        query: competitionAdminQuery,
        data: pageOf(competitionAdminListItem),
      },
      get: { summary: 'One competition with its tracks and stages' },
      create: { summary: 'Create a competition (a draft) with its tracks and stages', body: competitionInput },
      update: { summary: 'Replace a competition; tracks and stages keep their ids', body: competitionInput },
      remove: { summary: 'Delete a competition nobody has registered for' },
    },
    competitions,
  );
  routes.act(COMPETITIONS_API.publish, {
    summary: 'Publish a competition on the portal',
    params: idParams,
    data: competitionAdminItem,
    msg: 'competition.published',
    run: (request) => competitions.setStatus(actorOf(request), request.params.id, 'published'),
  });
  routes.act(COMPETITIONS_API.unpublish, {
    summary: 'Withdraw a competition from the portal',
    params: idParams,
    data: competitionAdminItem,
    msg: 'competition.unpublished',
    run: (request) => competitions.setStatus(actorOf(request), request.params.id, 'draft'),
  });
  routes.get(COMPETITIONS_API.registrations, {
    summary: "A competition's registrations (ID numbers and phones masked) with their results",
    params: idParams,
    querystring: registrationAdminQuery,
    data: pageOf(registrationAdminItem),
    run: (request) => judging.registrations(actorOf(request), request.params.id, request.query),
  });
  routes.update(COMPETITIONS_API.results, {
    summary: "Record one registration's result in one judged stage (advance / eliminated, score, award)",
    access: can('competition:judge'),
    params: idParams,
    body: resultInput,
    data: stageResult,
    msg: 'competition.result_saved',
    run: (request) => judging.record(actorOf(request), request.params.id, request.body),
  });
  routes.act(COMPETITIONS_API.publishStage, {
    summary: "Publish a stage's results (the public result query shows them from now on)",
    access: can('competition:judge'),
    params: competitionStageParams,
    data: competitionStage,
    msg: 'competition.results_published',
    run: (request) => judging.setStagePublished(actorOf(request), request.params.id, request.params.stageId, true),
  });
  routes.act(COMPETITIONS_API.unpublishStage, {
    summary: "Withdraw a stage's results from the public result query",
    access: can('competition:judge'),
    params: competitionStageParams,
    data: competitionStage,
    msg: 'competition.results_unpublished',
    run: (request) => judging.setStagePublished(actorOf(request), request.params.id, request.params.stageId, false),
  });

  app.get(COMPETITIONS_API.resultsTemplate, {
    config: { access: can('competition:judge') },
    schema: { tags, summary: 'The XLSX template for importing results', params: idParams },
    handler: async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          `attachment; filename="results-template.xlsx"; filename*=UTF-8''${encodeURIComponent('评审结果导入模板.xlsx')}`,
        )
        .send(await judging.importTemplate()),
  });

  app.post(COMPETITIONS_API.resultsImport, {
    config: { access: can('competition:judge') },
    schema: {
      tags,
      summary: 'Import results from the XLSX template: all rows or none, with a row-level report',
      params: idParams,
      consumes: ['multipart/form-data'],
      response: { 201: envelope(resultImportReport) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(400, 'competition.import_file_required');
      const file = await request.file();
      if (!file) throw new AppError(400, 'competition.import_file_required');
      const report = await judging.importFile(
        actorOf(request),
        request.params.id,
        await file.toBuffer(),
        request.locale,
      );
      return reply
        .code(201)
        .send({ code: 201, msg: request.t('competition.import_done', { count: report.saved }), data: report });
    },
  });
};
