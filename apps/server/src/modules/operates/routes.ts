// The operate guide and the new-feature list: what signed-in users are shown (not students: SPEC section 6), and
// their administration.
import {
  adminFeature,
  adminGuide,
  featureInput,
  functionInfo,
  functionShow,
  guideInput,
  guideRoleParams,
  idParams,
  OPERATES_API,
  operateInfo,
  operateShow,
  pageOf,
  pageQuery,
  ROLES,
} from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '@/plugins/actor.ts';
import { crud } from '@/plugins/crud.ts';
import type { OperateAdminService } from './admin.service.ts';

const NOT_STUDENTS = { roles: ROLES.filter((r) => r !== 'student') };

export const operateRoutes: FastifyPluginAsyncZod<{ admin: OperateAdminService }> = async (app, { admin }) => {
  const { operates } = app;
  const shown = crud(app, { tags: ['operates'], read: NOT_STUDENTS, edit: NOT_STUDENTS });
  shown.get(OPERATES_API.operateShow, {
    summary: 'Whether the guide should open by itself',
    data: operateShow,
    run: (request) => operates.operateShow(actorOf(request)),
  });
  shown.get(OPERATES_API.functionShow, {
    summary: 'Whether to show the new-feature badge',
    data: functionShow,
    run: (request) => operates.functionShow(actorOf(request)),
  });
  shown.get(OPERATES_API.operateInfo, {
    summary: 'The operate guide; records the visit',
    data: operateInfo,
    run: (request) => operates.operateInfo(actorOf(request)),
  });
  shown.get(OPERATES_API.functionInfo, {
    summary: 'The new-feature list; records the visit',
    data: functionInfo,
    run: (request) => operates.functionInfo(actorOf(request)),
  });

  const routes = crud(app, {
    tags: ['admin: operate guide'],
    read: { roles: ['admin'], permission: 'system:operate:list' },
    edit: { roles: ['admin'], permission: 'system:operate:edit' },
  });
  routes.get(OPERATES_API.guide, {
    summary: "A role's operate guide",
    params: guideRoleParams,
    data: adminGuide,
    run: (request) => admin.guide(request.params.role),
  });
  routes.update(OPERATES_API.guide, {
    summary: "Saves a role's guide; it opens again for users who have not seen this version",
    params: guideRoleParams,
    body: guideInput,
    data: adminGuide,
    run: (request) => admin.saveGuide(actorOf(request), request.params.role, request.body),
  });
  routes.get(OPERATES_API.features, {
    summary: 'The feature list, drafts included',
    querystring: pageQuery,
    data: pageOf(adminFeature),
    run: (request) => admin.features(request.query),
  });
  routes.create(OPERATES_API.features, {
    summary: 'Adds a feature',
    body: featureInput,
    data: adminFeature,
    run: (request) => admin.createFeature(actorOf(request), request.body),
  });
  routes.update(OPERATES_API.feature, {
    summary: 'Saves a feature (bumps its edit time)',
    params: idParams,
    body: featureInput,
    data: adminFeature,
    run: (request) => admin.updateFeature(actorOf(request), request.params.id, request.body),
  });
  routes.remove(OPERATES_API.feature, {
    summary: 'Deletes a feature',
    params: idParams,
    run: (request) => admin.removeFeature(actorOf(request), request.params.id),
  });
};
