// Operate guide (per role) and new-feature list administration.
import {
  adminFeature,
  adminGuide,
  envelope,
  featureInput,
  guideInput,
  guideRoleParams,
  idParams,
  OPERATES_API,
  pageOf,
  pageQuery,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const operateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operateAdmin } = app.ctx;
  const tags = ['admin: operate guide'];
  const read = { roles: ['admin'] as const, permission: 'system:operate:list' };
  const edit = { roles: ['admin'] as const, permission: 'system:operate:edit' };

  app.get(OPERATES_API.guide, {
    config: { access: read },
    schema: {
      tags,
      summary: "A role's operate guide",
      params: guideRoleParams,
      response: { 200: envelope(adminGuide) },
    },
    handler: async (request, reply) => reply.ok(await operateAdmin.guide(request.params.role)),
  });

  app.put(OPERATES_API.guide, {
    config: { access: edit },
    schema: {
      tags,
      summary: "Saves a role's guide; it opens again for users who have not seen this version",
      params: guideRoleParams,
      body: guideInput,
      response: { 200: envelope(adminGuide) },
    },
    handler: async (request, reply) => {
      const { role } = request.params;
      const { before, after } = await operateAdmin.saveGuide(role, request.body);
      request.audit({ action: 'guide.update', targetType: 'operate_guide', targetId: role, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  app.get(OPERATES_API.features, {
    config: { access: read },
    schema: {
      tags,
      summary: 'The feature list, drafts included',
      querystring: pageQuery,
      response: { 200: envelope(pageOf(adminFeature)) },
    },
    handler: async (request, reply) => reply.ok(await operateAdmin.features(request.query)),
  });

  app.post(OPERATES_API.features, {
    config: { access: edit },
    schema: { tags, summary: 'Adds a feature', body: featureInput, response: { 201: envelope(adminFeature) } },
    handler: async (request, reply) => {
      const after = await operateAdmin.createFeature(request.body);
      request.audit({ action: 'feature.create', targetType: 'feature', targetId: after.id, after });
      return reply.ok(after, 'admin.saved', 201);
    },
  });

  app.put(OPERATES_API.feature, {
    config: { access: edit },
    schema: {
      tags,
      summary: 'Saves a feature (bumps its edit time)',
      params: idParams,
      body: featureInput,
      response: { 200: envelope(adminFeature) },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const { before, after } = await operateAdmin.updateFeature(id, request.body);
      request.audit({ action: 'feature.update', targetType: 'feature', targetId: id, before, after });
      return reply.ok(after, 'admin.saved');
    },
  });

  app.delete(OPERATES_API.feature, {
    config: { access: edit },
    schema: { tags, summary: 'Deletes a feature', params: idParams, response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      const { id } = request.params;
      const before = await operateAdmin.removeFeature(id);
      request.audit({ action: 'feature.delete', targetType: 'feature', targetId: id, before });
      return reply.ok(null, 'admin.deleted');
    },
  });
};
