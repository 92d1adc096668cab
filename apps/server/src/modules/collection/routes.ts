// The startup-star collection: the public application (captcha, per-address limit) and lookup (per-address limit),
// and the back-office list, detail, review and export.
import {
  adminCollectionApplication,
  COLLECTION_API,
  COLLECTION_LIMITS,
  collectionApplication,
  collectionAttachment,
  collectionAttachmentParams,
  collectionListQuery,
  collectionLookup,
  collectionLookupResult,
  collectionReceipt,
  collectionReview,
  envelope,
  idParams,
  MANAGER_ROLES,
  pageOf,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireCaptcha } from '@/modules/captcha/index.ts';
import { exportRoute } from '@/modules/exports/index.ts';
import { ONE_FILE_FORM, readUpload, sendFile } from '@/modules/uploads/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { resource } from '@/plugins/crud.ts';
import { COLLECTION_PERMISSION, collectionExport } from './exports.ts';
import type { CollectionService } from './service.ts';

const HOUR = 3_600_000;

export const collectionRoutes: FastifyPluginAsyncZod<{ collection: CollectionService }> = async (
  app,
  { collection },
) => {
  const tags = ['collection'];
  const ipHash = (ip: string) => app.personalData.lookupHash(`ip:${ip}`);
  await app.register(multipart, ONE_FILE_FORM);

  app.post(COLLECTION_API.attachment, {
    config: {
      access: 'public',
      rateLimit: { max: COLLECTION_LIMITS.attachmentsPerIpPerHour, windowMs: HOUR },
    },
    schema: {
      tags,
      summary: 'A file for an application (pdf, docx, xlsx, png, jpeg, gif, webp; checked by content) as field "file"',
      consumes: ['multipart/form-data'],
      response: { 201: envelope(collectionAttachment) },
    },
    handler: async (request, reply) => {
      const saved = await collection.saveAttachment(await readUpload(request), ipHash(request.ip));
      return reply.ok(saved, 'upload.done', 201);
    },
  });

  app.post(COLLECTION_API.submit, {
    config: { access: 'public', rateLimit: { max: COLLECTION_LIMITS.perIpPerHour, windowMs: HOUR } },
    schema: {
      tags,
      summary: 'A startup-star application (captcha, consent); answers its receipt number',
      body: collectionApplication,
      response: { 201: envelope(collectionReceipt) },
    },
    preHandler: requireCaptcha,
    handler: async (request, reply) =>
      reply.ok(await collection.submit(request.body, ipHash(request.ip)), 'collection.submitted', 201),
  });

  app.post(COLLECTION_API.lookup, {
    config: { access: 'public', rateLimit: { max: COLLECTION_LIMITS.lookupsPerIpPerHour, windowMs: HOUR } },
    schema: {
      tags,
      summary: 'An application by its receipt number and the applicant’s phone',
      body: collectionLookup,
      response: { 200: envelope(collectionLookupResult) },
    },
    handler: async (request, reply) => reply.ok(await collection.lookup(request.body)),
  });

  const rule = { roles: MANAGER_ROLES, permission: COLLECTION_PERMISSION };
  const routes = resource(
    app,
    {
      tags,
      read: rule,
      edit: rule,
      paths: COLLECTION_API,
      key: idParams,
      item: adminCollectionApplication,
      list: {
        summary: "Applications in the caller's scope",
        query: collectionListQuery,
        data: pageOf(adminCollectionApplication),
      },
      get: { summary: 'One application' },
    },
    collection,
  );
  routes.act(COLLECTION_API.review, {
    summary: 'Records the review: status and note',
    params: idParams,
    body: collectionReview,
    data: adminCollectionApplication,
    msg: 'collection.reviewed',
    run: (request) => collection.review(actorOf(request), request.params, request.body),
  });
  app.get(COLLECTION_API.attachmentFile, {
    config: { access: rule },
    schema: {
      tags,
      summary: 'Downloads one attachment of an application in scope',
      params: collectionAttachmentParams,
    },
    handler: async (request, reply) => {
      const file = await collection.openAttachment(actorOf(request), request.params);
      // Reviewers download every attachment, pictures too: none is shown in a page.
      return sendFile(reply, file, { cache: 'private, no-store', inline: false });
    },
  });
  exportRoute(app, COLLECTION_API.export, collectionExport(collection), {
    tags,
    summary: 'Export the applications (same filters as the list) to the download centre',
  });
};
