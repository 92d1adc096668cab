// The browser's error reports and page views (public, rate-limited per address), what administrators read of them,
// and /metrics for a scraper at a configured address or with the token.
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  CLIENT_REPORT_LIMITS,
  clientErrorBatch,
  clientErrorReceipt,
  clientIssueDetail,
  clientIssueQuery,
  clientIssueRow,
  clientReplay,
  clientReplayParams,
  cutText,
  envelope,
  idParams,
  MONITORING_API,
  pageOf,
  pageViewBeacon,
  pageViewQuery,
  pageViewStats,
} from '@etp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tokenFromHeader } from '@/core/tokens.ts';
import { crud } from '@/plugins/crud.ts';
import type { Reporter } from './intake.service.ts';

export const MONITORING_READERS = { roles: ['admin'], permission: 'monitor:client:list' } as const;
const MINUTE_MS = 60_000;
/** Room in a request beyond its replay for the reports and the JSON around them. */
const REPORTS_ROOM_BYTES = 512 * 1024;

const digest = (text: string) => createHash('sha256').update(text).digest();

export const monitoringRoutes: FastifyPluginAsyncZod = async (app) => {
  const { monitoring, config, tokens } = app;
  const tags = ['monitoring'];

  /** Who sent a report: the user the request's own access token names, when it carries a valid one. */
  const reporterOf = (request: FastifyRequest): Reporter => {
    const token = tokenFromHeader(request.headers.authorization);
    const claims = token ? tokens.verifyAccess(token) : null;
    return {
      userId: claims?.userId ?? null,
      userAgent: cutText(String(request.headers['user-agent'] ?? ''), CLIENT_REPORT_LIMITS.userAgent),
    };
  };

  app.post(MONITORING_API.clientErrors, {
    // A replay over the cap is cut, not refused: the body may be larger than the replay kept (up to twice).
    bodyLimit: config.CLIENT_REPLAY_MAX_BYTES * 2 + REPORTS_ROOM_BYTES,
    config: { access: 'public', rateLimit: { max: config.CLIENT_ERROR_LIMIT_PER_IP, windowMs: MINUTE_MS } },
    schema: {
      tags,
      summary: 'Error reports from the browser, with the replay of what led to the first',
      body: clientErrorBatch,
      response: { 200: envelope(clientErrorReceipt) },
    },
    handler: async (request, reply) =>
      reply.ok({ received: await monitoring.intake.receive(request.body, reporterOf(request)) }),
  });

  app.post(MONITORING_API.pageViews, {
    config: { access: 'public', rateLimit: { max: config.PAGE_VIEW_LIMIT_PER_IP, windowMs: MINUTE_MS } },
    schema: {
      tags,
      summary: 'A page view from the browser (its route pattern), counted per route and day',
      body: pageViewBeacon,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      monitoring.recordPageView(request.body.route, request.body.first);
      return reply.ok(null);
    },
  });

  const routes = crud(app, { tags, read: MONITORING_READERS, edit: MONITORING_READERS });
  routes.get(MONITORING_API.clientIssues, {
    summary: "The browser's errors grouped into issues, seen most recently first",
    querystring: clientIssueQuery,
    data: pageOf(clientIssueRow),
    run: (request) => monitoring.issues.list(request.query),
  });
  routes.get(MONITORING_API.clientIssue, {
    summary: 'One issue with its newest reports (stacks read through the source maps)',
    params: idParams,
    data: clientIssueDetail,
    run: (request) => monitoring.issues.get(request.params.id),
  });
  app.get(MONITORING_API.clientReplay, {
    config: { access: MONITORING_READERS },
    schema: {
      tags,
      summary: 'The replay sent with one report of the issue (rrweb events from a full snapshot on)',
      params: clientReplayParams,
      response: { 200: envelope(clientReplay) },
    },
    handler: async (request, reply) => {
      const data = await monitoring.issues.replay(request.params.id, request.params.errorId);
      // The stored JSON goes out as it is (Fastify sends a string unserialised): a replay of a megabyte is not
      // parsed to be written again. The schema above still documents it.
      const body = `{"code":200,"msg":${JSON.stringify(request.t('ok'))},"data":${data}}`;
      return reply.type('application/json; charset=utf-8').send(body as never);
    },
  });
  routes.get(MONITORING_API.pageViewStats, {
    summary: 'Page views per route and day over the last days',
    querystring: pageViewQuery,
    data: pageViewStats,
    run: (request) => monitoring.pageViews.stats(request.query),
  });

  const scrapers = new Set(config.METRICS_ADDRESSES);
  const expected = config.METRICS_TOKEN ? digest(`Bearer ${config.METRICS_TOKEN}`) : null;
  /** A configured address, or the token: compared as digests, so the time taken tells nothing of it. */
  const mayScrape = (request: FastifyRequest) =>
    scrapers.has(request.ip) ||
    (expected !== null && timingSafeEqual(digest(request.headers.authorization ?? ''), expected));

  app.get(MONITORING_API.metrics, {
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => {
      // Anyone else learns nothing, not even that the path exists.
      if (!mayScrape(request)) return reply.callNotFound();
      const { text, contentType } = await monitoring.metrics.exposition();
      return reply.type(contentType).header('cache-control', 'no-store').send(text);
    },
  });
};
