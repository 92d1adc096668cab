// The public portal's content API (/p/v1, no token): lists and details that browsers and proxies may cache.
import {
  articleQuery,
  boardItem,
  boardQuery,
  carouselSlide,
  caseDetail,
  caseListItem,
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
} from '@etp/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compressed } from '@/lib/compress.ts';
import { revalidatedByEtag } from '@/lib/etag.ts';
import type { OrganizationService } from '@/modules/institutions/index.ts';
import { crud } from '@/plugins/crud.ts';
import { caseKind, newsKind, policyKind } from './kinds.ts';
import type { PortalService } from './portal.service.ts';

export interface PortalRoutesOptions {
  portal: PortalService;
  organizations: OrganizationService;
}

export const portalRoutes: FastifyPluginAsyncZod<PortalRoutesOptions> = async (app, { portal, organizations }) => {
  const routes = crud(app, { tags: ['portal'], read: 'public', edit: 'public' });
  /** The region of the site the request's Host names (null: the whole province). */
  const siteRegion = async (request: FastifyRequest) => (await app.sites.forHost(request.hostname)).regionCode;
  // Encapsulated: only these routes get the ETag and Cache-Control, then compression (lists carry pictures).
  app.addHook('onSend', revalidatedByEtag);
  app.addHook('onSend', compressed);

  const articles = [
    { path: PORTAL_API.news, kind: newsKind, query: articleQuery, item: newsListItem, detail: newsDetail },
    { path: PORTAL_API.policy, kind: policyKind, query: policyQuery, item: policyListItem, detail: policyDetail },
    { path: PORTAL_API.case, kind: caseKind, query: articleQuery, item: caseListItem, detail: caseDetail },
  ];
  for (const { path, kind, query, item, detail } of articles) {
    routes.get(path, {
      summary: `Published ${kind.name} items: pinned first, then newest; keyword, category, region and date filters`,
      querystring: query,
      data: pageOf(item),
      run: async (request) => portal.listArticles(kind, request.query, await siteRegion(request)),
    });
    routes.get(`${path}/:id`, {
      summary: `One published ${kind.name} item with previous and next; counts a view`,
      params: idParams,
      data: detail,
      run: (request) => portal.articleDetail(kind, request.params.id),
    });
  }

  routes.get(PORTAL_API.organization, {
    summary: 'Approved training and practical-training institutions',
    querystring: organizationQuery,
    data: pageOf(organizationListItem),
    run: async (request) => organizations.publicList(request.query, await siteRegion(request)),
  });
  routes.get(`${PORTAL_API.organization}/:id`, {
    summary: 'An institution page with the classes it has open',
    params: idParams,
    data: organizationDetail,
    run: (request) => organizations.publicDetail(request.params.id),
  });
  routes.get(PORTAL_API.carousel, {
    summary: 'Carousel slides in order',
    data: z.array(carouselSlide),
    run: async (request) => portal.carousel(await siteRegion(request)),
  });
  routes.get(PORTAL_API.link, {
    summary: 'Friendly links in order',
    data: z.array(portalLink),
    run: () => portal.links(),
  });
  routes.get(PORTAL_API.board, {
    summary: 'Notice board: classes opening (default) or finished',
    querystring: boardQuery,
    data: pageOf(boardItem),
    run: async (request) => portal.board(request.query, await siteRegion(request)),
  });
};
