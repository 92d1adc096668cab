// The public portal's content API (/p/v1, no token): lists and details that browsers and proxies may cache.
import {
  articleQuery,
  boardItem,
  boardQuery,
  carouselSlide,
  caseDetail,
  caseListItem,
  completionReport,
  envelope,
  idParams,
  newsDetail,
  newsListItem,
  organizationDetail,
  organizationListItem,
  organizationQuery,
  PORTAL_API,
  pageOf,
  policyDetail,
  policyListItem,
  policyQuery,
  portalLink,
  reportQuery,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressed } from '@/lib/compress.ts';
import { revalidatedByEtag } from '@/lib/etag.ts';
import { caseKind, newsKind, policyKind } from './kinds.ts';
import type { OrganizationService } from './organizations.service.ts';
import type { PortalService } from './portal.service.ts';

export interface PortalRoutesOptions {
  portal: PortalService;
  organizations: OrganizationService;
}

export const portalRoutes: FastifyPluginAsyncZod<PortalRoutesOptions> = async (app, { portal, organizations }) => {
  const config = { access: 'public' as const };
  const tags = ['portal'];
  // Encapsulated: only these routes get the ETag and Cache-Control, then compression (lists carry pictures).
  app.addHook('onSend', revalidatedByEtag);
  app.addHook('onSend', compressed);

  const articles = [
    { path: PORTAL_API.news, kind: newsKind, query: articleQuery, item: newsListItem, detail: newsDetail },
    { path: PORTAL_API.policy, kind: policyKind, query: policyQuery, item: policyListItem, detail: policyDetail },
    { path: PORTAL_API.case, kind: caseKind, query: articleQuery, item: caseListItem, detail: caseDetail },
  ];
  for (const { path, kind, query, item, detail } of articles) {
    app.get(path, {
      config,
      schema: {
        tags,
        summary: `Published ${kind.name} items: pinned first, then newest; keyword, category, region and date filters`,
        querystring: query,
        response: { 200: envelope(pageOf(item)) },
      },
      handler: async (request, reply) => reply.ok(await portal.listArticles(kind, request.query)),
    });
    app.get(`${path}/:id`, {
      config,
      schema: {
        tags,
        summary: `One published ${kind.name} item with previous and next; counts a view`,
        params: idParams,
        response: { 200: envelope(detail) },
      },
      handler: async (request, reply) => reply.ok(await portal.articleDetail(kind, request.params.id)),
    });
  }

  app.get(PORTAL_API.organization, {
    config,
    schema: {
      tags,
      summary: 'Approved training and practical-training institutions',
      querystring: organizationQuery,
      response: { 200: envelope(pageOf(organizationListItem)) },
    },
    handler: async (request, reply) => reply.ok(await organizations.publicList(request.query)),
  });

  app.get(`${PORTAL_API.organization}/:id`, {
    config,
    schema: {
      tags,
      summary: 'An institution page with the classes it has open',
      params: idParams,
      response: { 200: envelope(organizationDetail) },
    },
    handler: async (request, reply) => reply.ok(await organizations.publicDetail(request.params.id)),
  });

  app.get(PORTAL_API.carousel, {
    config,
    schema: { tags, summary: 'Carousel slides in order', response: { 200: envelope(z.array(carouselSlide)) } },
    handler: async (_request, reply) => reply.ok(await portal.carousel()),
  });

  app.get(PORTAL_API.link, {
    config,
    schema: { tags, summary: 'Friendly links in order', response: { 200: envelope(z.array(portalLink)) } },
    handler: async (_request, reply) => reply.ok(await portal.links()),
  });

  app.get(PORTAL_API.board, {
    config,
    schema: {
      tags,
      summary: 'Notice board: classes opening (default) or finished',
      querystring: boardQuery,
      response: { 200: envelope(pageOf(boardItem)) },
    },
    handler: async (request, reply) => reply.ok(await portal.board(request.query)),
  });

  app.get(PORTAL_API.report, {
    config,
    schema: {
      tags,
      summary: 'A training-completion record by certificate number (name masked)',
      querystring: reportQuery,
      response: { 200: envelope(completionReport) },
    },
    handler: async (request, reply) => reply.ok(await portal.report(request.query.number)),
  });
};
