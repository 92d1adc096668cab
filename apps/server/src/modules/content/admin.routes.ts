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
  idParams,
  linkAdminItem,
  linkInput,
  MANAGER_ROLES,
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
} from '@etp/contracts';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { OrganizationService } from '@/modules/institutions/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';
import type { ContentListQuery, ContentService } from './content.service.ts';
import { carouselKind, caseKind, linkKind, type ManagedKind, newsKind, policyKind } from './kinds.ts';

type ContentItem = { status: string };

/** One kind's admin routes: its path, permission and schemas. */
interface Managed<Input, Item extends ContentItem, ListItem> {
  path: string;
  kind: ManagedKind<Input, Item, ListItem>;
  permission: string;
  query: z.ZodType<ContentListQuery>;
  input: z.ZodType<Input>;
  item: z.ZodType<Item, Item>;
  listItem: z.ZodType<ListItem, ListItem>;
  /** Articles can be pinned. */
  pinned?: boolean;
}

function manage<Input extends { region_code?: string | null }, Item extends ContentItem, ListItem>(
  app: FastifyInstance,
  content: ContentService,
  { path, kind, permission, query, input, item, listItem, pinned }: Managed<Input, Item, ListItem>,
) {
  const access = { roles: MANAGER_ROLES, permission };
  const name = kind.name;
  const one = `${path}/:id`;
  const routes = resource(
    app,
    {
      tags: ['content'],
      read: access,
      edit: access,
      saved: 'content.saved',
      deleted: 'content.deleted',
      paths: { list: path, one },
      key: idParams,
      item,
      list: { summary: `List ${name} items of every status`, query, data: pageOf(listItem) },
      get: { summary: `One ${name} item` },
      create: { summary: `Create a ${name} item (a draft)`, body: input },
      update: { summary: `Replace a ${name} item`, body: input },
      remove: { summary: `Delete a ${name} item` },
    },
    content.of(kind),
  );
  routes.update(`${path}/order`, {
    summary: `Set the order of ${name} items`,
    body: orderBody,
    msg: 'content.ordered',
    run: (request) => content.order(kind, actorOf(request), request.body),
  });
  routes.act(`${one}/publish`, {
    summary: `Publish a ${name} item now, or schedule it with a future publish_at`,
    params: idParams,
    body: publishBody,
    data: item,
    msg: (published) => (published.status === 'scheduled' ? 'content.scheduled' : 'content.published'),
    run: (request) => content.publish(kind, actorOf(request), request.params.id, request.body),
  });
  routes.act(`${one}/unpublish`, {
    summary: `Withdraw a ${name} item (back to draft)`,
    params: idParams,
    data: item,
    msg: 'content.unpublished',
    run: (request) => content.unpublish(kind, actorOf(request), request.params.id),
  });
  if (pinned) {
    routes.act(`${one}/pin`, {
      summary: `Pin or unpin a ${name} item`,
      params: idParams,
      body: pinBody,
      data: item,
      msg: (_pinned, request) => (request.body.pinned ? 'content.pinned' : 'content.unpinned'),
      run: (request) => content.pin(kind, actorOf(request), request.params.id, request.body.pinned),
    });
  }
}

export interface ContentAdminOptions {
  content: ContentService;
  organizations: OrganizationService;
}

export const contentAdminRoutes: FastifyPluginAsyncZod<ContentAdminOptions> = async (app, options) => {
  const { content, organizations } = options;
  const article = { query: adminArticleQuery, pinned: true };
  manage(app, content, {
    ...article,
    path: CONTENT_API.news,
    kind: newsKind,
    permission: 'content:news:edit',
    input: newsInput,
    item: newsAdminItem,
    listItem: newsAdminListItem,
  });
  manage(app, content, {
    ...article,
    path: CONTENT_API.policy,
    kind: policyKind,
    permission: 'content:policy:edit',
    query: adminPolicyQuery,
    input: policyInput,
    item: policyAdminItem,
    listItem: policyAdminListItem,
  });
  manage(app, content, {
    ...article,
    path: CONTENT_API.case,
    kind: caseKind,
    permission: 'content:case:edit',
    input: caseInput,
    item: caseAdminItem,
    listItem: caseAdminListItem,
  });
  const slides = { query: adminSimpleQuery, item: carouselAdminItem, listItem: carouselAdminItem };
  manage(app, content, {
    ...slides,
    path: CONTENT_API.carousel,
    kind: carouselKind,
    permission: 'content:carousel:edit',
    input: carouselInput,
  });
  const links = { query: adminSimpleQuery, item: linkAdminItem, listItem: linkAdminItem };
  manage(app, content, {
    ...links,
    path: CONTENT_API.link,
    kind: linkKind,
    permission: 'content:link:edit',
    input: linkInput,
  });

  const access = { roles: MANAGER_ROLES, permission: 'content:organization:edit' };
  resource(
    app,
    {
      tags: ['content'],
      read: access,
      edit: access,
      saved: 'content.saved',
      paths: { list: CONTENT_API.organization, one: `${CONTENT_API.organization}/:id` },
      key: idParams,
      item: organizationAdminItem,
      list: {
        summary: "Institutions of the caller's region with their portal page",
        query: adminSimpleQuery,
        data: pageOf(organizationAdminItem),
      },
      get: { summary: "An institution's portal page" },
      update: {
        summary: "Edit an institution's portal page: intro, pictures, contact, address and rich text",
        body: organizationUpdate,
      },
    },
    organizations,
  );
};
