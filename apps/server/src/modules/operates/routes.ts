// Operate guide and new-feature calls (not for students: SPEC section 6).
import { envelope, functionInfo, functionShow, OPERATES_API, operateInfo, operateShow, ROLES } from '@etp/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth.ts';

const NOT_STUDENTS = ROLES.filter((r) => r !== 'student');

export const operateRoutes: FastifyPluginAsyncZod = async (app) => {
  const { operates } = app.ctx;
  const access = { roles: NOT_STUDENTS };
  const tags = ['operates'];

  app.get(OPERATES_API.operateShow, {
    config: { access },
    schema: { tags, summary: 'Whether the guide should open by itself', response: { 200: envelope(operateShow) } },
    handler: async (request, reply) => {
      const { userId, role } = authOf(request);
      return reply.ok(await operates.operateShow(userId, role));
    },
  });

  app.get(OPERATES_API.functionShow, {
    config: { access },
    schema: { tags, summary: 'Whether to show the new-feature badge', response: { 200: envelope(functionShow) } },
    handler: async (request, reply) => reply.ok(await operates.functionShow(authOf(request).userId)),
  });

  app.get(OPERATES_API.operateInfo, {
    config: { access },
    schema: { tags, summary: 'The operate guide; records the visit', response: { 200: envelope(operateInfo) } },
    handler: async (request, reply) => {
      const { userId, role } = authOf(request);
      return reply.ok(await operates.operateInfo(userId, role));
    },
  });

  app.get(OPERATES_API.functionInfo, {
    config: { access },
    schema: { tags, summary: 'The new-feature list; records the visit', response: { 200: envelope(functionInfo) } },
    handler: async (request, reply) => reply.ok(await operates.functionInfo(authOf(request).userId)),
  });
};
