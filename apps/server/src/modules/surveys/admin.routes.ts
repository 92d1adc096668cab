// Surveys in the back-office: administrators and regional administrators (their region) build, publish, close,
// preview and read the results; the answers go to the download centre.
import {
  adminSurvey,
  adminSurveyRow,
  exportQueued,
  idParams,
  MANAGER_ROLES,
  pageOf,
  publicSurvey,
  SURVEYS_API,
  surveyExportParams,
  surveyInput,
  surveyListQuery,
  surveyResults,
  surveyTextAnswer,
  surveyTextQuery,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';
import { SURVEY_PERMISSION, surveyAnswersExport } from './exports.ts';
import type { SurveyService } from './service.ts';

export const surveyAdminRoutes: FastifyPluginAsyncZod<{ surveys: SurveyService }> = async (app, { surveys }) => {
  const tags = ['surveys'];
  const rule = { roles: MANAGER_ROLES, permission: SURVEY_PERMISSION };
  const routes = resource(
    app,
    {
      tags,
      read: rule,
      edit: rule,
      paths: SURVEYS_API,
      key: idParams,
      item: adminSurvey,
      list: { summary: "Surveys in the caller's scope", query: surveyListQuery, data: pageOf(adminSurveyRow) },
      get: { summary: 'One survey with its questions' },
      create: { summary: 'Builds a survey (a draft)', body: surveyInput },
      update: { summary: 'Saves a survey (its questions only while nobody has answered)', body: surveyInput },
      remove: { summary: 'Deletes a survey nobody has answered' },
    },
    surveys,
  );
  routes.act(SURVEYS_API.publish, {
    summary: 'Publishes a survey (its window still applies)',
    params: idParams,
    data: adminSurvey,
    msg: 'surveys.published',
    run: (request) => surveys.publish(actorOf(request), request.params),
  });
  routes.act(SURVEYS_API.close, {
    summary: 'Closes a survey: no more answers',
    params: idParams,
    data: adminSurvey,
    msg: 'surveys.closed',
    run: (request) => surveys.close(actorOf(request), request.params),
  });
  routes.get(SURVEYS_API.preview, {
    summary: 'The survey as the portal will show it',
    params: idParams,
    data: publicSurvey,
    run: (request) => surveys.preview(actorOf(request), request.params),
  });
  routes.get(SURVEYS_API.results, {
    summary: 'Counts per option, rating averages and distributions',
    params: idParams,
    data: surveyResults,
    run: (request) => surveys.results(actorOf(request), request.params),
  });
  routes.get(SURVEYS_API.texts, {
    summary: "One text question's answers, newest first",
    params: idParams,
    querystring: surveyTextQuery,
    data: pageOf(surveyTextAnswer),
    run: (request) => surveys.texts(actorOf(request), request.params, request.query),
  });
  const answersExport = surveyAnswersExport(surveys);
  routes.create(SURVEYS_API.exportAnswers, {
    summary: "Export one survey's answers to the download centre (a survey the caller manages)",
    body: surveyExportParams,
    data: exportQueued,
    msg: 'exports.queued',
    run: async (request) => {
      const actor = actorOf(request);
      await surveys.get(actor, { id: request.body.survey_id });
      return app.exports.enqueue(actor, answersExport.kind, request.body);
    },
  });
};
