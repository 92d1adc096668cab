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
import { exportRoute } from '@/modules/exports/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';
import { sheetImportRoute, sheetTemplateRoute } from '@/plugins/sheet-routes.ts';
import type { registrationsExport } from './exports.ts';
import type { JudgingService } from './judging.service.ts';
import type { CompetitionService } from './service.ts';

const tags = ['competitions'];
const can = (permission: string) => ({ roles: MANAGER_ROLES, permission });

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

  sheetTemplateRoute(app, COMPETITIONS_API.resultsTemplate, {
    tags,
    summary: 'The XLSX template for importing results',
    access: can('competition:judge'),
    params: idParams,
    filename: 'results-template.xlsx',
    localName: '评审结果导入模板.xlsx',
    build: () => judging.importTemplate(),
  });
  sheetImportRoute(app, COMPETITIONS_API.resultsImport, {
    tags,
    summary: 'Import results from the XLSX template: all rows or none, with a row-level report',
    access: can('competition:judge'),
    params: idParams,
    report: resultImportReport,
    fileRequired: 'competition.import_file_required',
    done: 'competition.import_done',
    count: (report) => report.saved,
    run: (request, file) => judging.importFile(actorOf(request), request.params.id, file.data, request.locale),
  });
};
