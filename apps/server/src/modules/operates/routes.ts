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
import { crud, resource } from '@/plugins/crud.ts';
import type { FeatureAdmin, GuideAdmin } from './admin.service.ts';

const NOT_STUDENTS = { roles: ROLES.filter((r) => r !== 'student') };

export interface OperateRoutesOptions {
  guides: GuideAdmin;
  features: FeatureAdmin;
}

export const operateRoutes: FastifyPluginAsyncZod<OperateRoutesOptions> = async (app, { guides, features }) => {
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

  const admin = {
    tags: ['admin: operate guide'],
    read: { roles: ['admin'], permission: 'system:operate:list' },
    edit: { roles: ['admin'], permission: 'system:operate:edit' },
  } as const;
  resource(
    app,
    {
      ...admin,
      paths: { one: OPERATES_API.guide },
      key: guideRoleParams,
      item: adminGuide,
      get: { summary: "A role's operate guide" },
      update: {
        summary: "Saves a role's guide; it opens again for users who have not seen this version",
        body: guideInput,
      },
    },
    guides,
  );
  resource(
    app,
    {
      ...admin,
      paths: { list: OPERATES_API.features, one: OPERATES_API.feature },
      key: idParams,
      item: adminFeature,
      list: { summary: 'The feature list, drafts included', query: pageQuery, data: pageOf(adminFeature) },
      create: { summary: 'Adds a feature', body: featureInput },
      update: { summary: 'Saves a feature (bumps its edit time)', body: featureInput },
      remove: { summary: 'Deletes a feature' },
    },
    features,
  );
};
