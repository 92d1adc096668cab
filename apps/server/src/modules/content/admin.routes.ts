// Managing portal content in the back-office (/a/v1): admins everywhere, regional administrators in their region.
import {
  adminArticleQuery,
  adminPolicyQuery,
  adminSimpleQuery,
  CONTENT_API,
  carouselAdminItem,
  carouselInput,
  caseAdminItem,
  caseAdminListItem,
  caseInput,
  envelope,
  idParams,
  linkAdminItem,
  linkInput,
  newsAdminItem,
  newsAdminListItem,
  newsInput,
  orderBody,
  organizationAdminItem,
  organizationUpdate,
  pageOf,
  pinBody,
  policyAdminItem,
  policyAdminListItem,
  policyInput,
  publishBody,
  type Role,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from './actor.ts';
import type { ContentListQuery } from './content.service.ts';
import { carouselKind, caseKind, linkKind, type ManagedKind, newsKind, policyKind } from './kinds.ts';

export const CONTENT_ROLES: readonly Role[] = ['admin', 'province', 'city', 'area'];

interface Managed {
  path: string;
  kind: ManagedKind<never, never>;
  permission: string;
  query: z.ZodType<ContentListQuery>;
  input: z.ZodType<{ region_code?: string | null | undefined }>;
  item: z.ZodType;
  listItem: z.ZodType;
}

const MANAGED: Managed[] = [
  {
    path: CONTENT_API.news,
    kind: newsKind as never,
    permission: 'content:news:edit',
    query: adminArticleQuery,
    input: newsInput,
    item: newsAdminItem,
    listItem: newsAdminListItem,
  },
  {
    path: CONTENT_API.policy,
    kind: policyKind as never,
    permission: 'content:policy:edit',
    query: adminPolicyQuery,
    input: policyInput,
    item: policyAdminItem,
    listItem: policyAdminListItem,
  },
  {
    path: CONTENT_API.case,
    kind: caseKind as never,
    permission: 'content:case:edit',
    query: adminArticleQuery,
    input: caseInput,
    item: caseAdminItem,
    listItem: caseAdminListItem,
  },
  {
    path: CONTENT_API.carousel,
    kind: carouselKind as never,
    permission: 'content:carousel:edit',
    query: adminSimpleQuery,
    input: carouselInput,
    item: carouselAdminItem,
    listItem: carouselAdminItem,
  },
  {
    path: CONTENT_API.link,
    kind: linkKind as never,
    permission: 'content:link:edit',
    query: adminSimpleQuery,
    input: linkInput,
    item: linkAdminItem,
    listItem: linkAdminItem,
  },
];

export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { content, organizations } = app.ctx;
  const tags = ['content'];

  for (const { path, kind, permission, query, input, item, listItem } of MANAGED) {
    const config = { access: { roles: CONTENT_ROLES, permission } };
    const one = `${path}/:id`;

    app.get(path, {
      config,
      schema: {
        tags,
        summary: `List ${kind.name} items of every status`,
        querystring: query,
        response: { 200: envelope(pageOf(listItem)) },
      },
      handler: async (request, reply) => reply.ok(await content.list(kind, actorOf(request), request.query)),
    });
    app.post(path, {
      config,
      schema: { tags, summary: `Create a ${kind.name} item (a draft)`, body: input, response: { 201: envelope(item) } },
      handler: async (request, reply) =>
        reply.ok(await content.create(kind, actorOf(request), request.body as never), 'content.saved', 201),
    });
    app.put(`${path}/order`, {
      config,
      schema: {
        tags,
        summary: `Set the order of ${kind.name} items`,
        body: orderBody,
        response: { 200: envelope(z.null()) },
      },
      handler: async (request, reply) => {
        await content.order(kind, actorOf(request), request.body);
        return reply.ok(null, 'content.ordered');
      },
    });
    app.get(one, {
      config,
      schema: { tags, summary: `One ${kind.name} item`, params: idParams, response: { 200: envelope(item) } },
      handler: async (request, reply) => reply.ok(await content.get(kind, actorOf(request), request.params.id)),
    });
    app.put(one, {
      config,
      schema: {
        tags,
        summary: `Replace a ${kind.name} item`,
        params: idParams,
        body: input,
        response: { 200: envelope(item) },
      },
      handler: async (request, reply) =>
        reply.ok(
          await content.update(kind, actorOf(request), request.params.id, request.body as never),
          'content.saved',
        ),
    });
    app.delete(one, {
      config,
      schema: { tags, summary: `Delete a ${kind.name} item`, params: idParams, response: { 200: envelope(z.null()) } },
      handler: async (request, reply) => {
        await content.remove(kind, actorOf(request), request.params.id);
        return reply.ok(null, 'content.deleted');
      },
    });
    app.post(`${one}/publish`, {
      config,
      schema: {
        tags,
        summary: `Publish a ${kind.name} item now, or schedule it with a future publish_at`,
        params: idParams,
        body: publishBody,
        response: { 200: envelope(item) },
      },
      handler: async (request, reply) => {
        const published = await content.publish(kind, actorOf(request), request.params.id, request.body);
        return reply.ok(
          published,
          'status' in published && published.status === 'scheduled' ? 'content.scheduled' : 'content.published',
        );
      },
    });
    app.post(`${one}/unpublish`, {
      config,
      schema: {
        tags,
        summary: `Withdraw a ${kind.name} item (back to draft)`,
        params: idParams,
        response: { 200: envelope(item) },
      },
      handler: async (request, reply) =>
        reply.ok(await content.unpublish(kind, actorOf(request), request.params.id), 'content.unpublished'),
    });
    if (kind.article) {
      app.post(`${one}/pin`, {
        config,
        schema: {
          tags,
          summary: `Pin or unpin a ${kind.name} item`,
          params: idParams,
          body: pinBody,
          response: { 200: envelope(item) },
        },
        handler: async (request, reply) =>
          reply.ok(
            await content.pin(kind, actorOf(request), request.params.id, request.body.pinned),
            request.body.pinned ? 'content.pinned' : 'content.unpinned',
          ),
      });
    }
  }

  const organizationAccess = { access: { roles: CONTENT_ROLES, permission: 'content:organization:edit' } };
  app.get(CONTENT_API.organization, {
    config: organizationAccess,
    schema: {
      tags,
      summary: "Institutions of the caller's region with their portal page",
      querystring: adminSimpleQuery,
      response: { 200: envelope(pageOf(organizationAdminItem)) },
    },
    handler: async (request, reply) => reply.ok(await organizations.adminList(actorOf(request), request.query)),
  });
  app.get(`${CONTENT_API.organization}/:id`, {
    config: organizationAccess,
    schema: {
      tags,
      summary: "An institution's portal page",
      params: idParams,
      response: { 200: envelope(organizationAdminItem) },
    },
    handler: async (request, reply) => reply.ok(await organizations.adminGet(actorOf(request), request.params.id)),
  });
  app.put(`${CONTENT_API.organization}/:id`, {
    config: organizationAccess,
    schema: {
      tags,
      summary: "Edit an institution's portal page: intro, pictures, contact, address and rich text",
      params: idParams,
      body: organizationUpdate,
      response: { 200: envelope(organizationAdminItem) },
    },
    handler: async (request, reply) =>
      reply.ok(await organizations.update(actorOf(request), request.params.id, request.body), 'content.saved'),
  });
};
