// Account administration for admins and regional administrators, and the user's own password.
import {
  envelope,
  exportQueued,
  idParams,
  importReport,
  pageOf,
  passwordChangeBody,
  passwordResetBody,
  USERS_API,
  userCreate,
  userListQuery,
  userRow,
  userStatusBody,
  userUpdate,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { authOf } from '../../plugins/auth.ts';
import { exportOwner } from '../exports/owner.ts';
import { IMPORT_MAX_BYTES, importTemplate, importUsers } from './import.ts';

const MANAGERS = ['admin', 'province', 'city', 'area'] as const;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { accounts, exports, db, myAccount } = app.ctx;
  const tags = ['users'];
  const can = (permission: string) => ({ roles: MANAGERS, permission });
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5 } });

  app.get(USERS_API.list, {
    config: { access: can('system:user:list') },
    schema: {
      tags,
      summary: 'Users in your scope, paged',
      querystring: userListQuery,
      response: { 200: envelope(pageOf(userRow)) },
    },
    handler: async (request, reply) => {
      const { page, size } = request.query;
      return reply.ok({ ...(await accounts.list(authOf(request), request.query)), page, size });
    },
  });

  app.post(USERS_API.list, {
    config: { access: can('system:user:add') },
    schema: { tags, summary: 'Create a user', body: userCreate, response: { 201: envelope(userRow) } },
    handler: async (request, reply) => {
      const created = await accounts.create(authOf(request), request.body);
      request.audit({ action: 'user.create', targetType: 'user', targetId: created.id, after: created });
      return reply.ok(created, 'accounts.created', 201);
    },
  });

  app.get(USERS_API.one, {
    config: { access: can('system:user:list') },
    schema: { tags, summary: 'One user', params: idParams, response: { 200: envelope(userRow) } },
    handler: async (request, reply) => reply.ok(await accounts.get(authOf(request), request.params.id)),
  });

  app.put(USERS_API.one, {
    config: { access: can('system:user:edit') },
    schema: {
      tags,
      summary: 'Edit a user (name, phone, ordered roles, region, institution)',
      params: idParams,
      body: userUpdate,
      response: { 200: envelope(userRow) },
    },
    handler: async (request, reply) => {
      const { before, after } = await accounts.update(authOf(request), request.params.id, request.body);
      request.audit({ action: 'user.update', targetType: 'user', targetId: after.id, before, after });
      return reply.ok(after, 'accounts.updated');
    },
  });

  app.put(USERS_API.status, {
    config: { access: can('system:user:edit') },
    schema: {
      tags,
      summary: 'Enable or disable a user (disabling ends their sessions)',
      params: idParams,
      body: userStatusBody,
      response: { 200: envelope(userRow) },
    },
    handler: async (request, reply) => {
      const { before, after } = await accounts.setStatus(authOf(request), request.params.id, request.body.status);
      request.audit({ action: 'user.status', targetType: 'user', targetId: after.id, before, after });
      return reply.ok(after, 'accounts.updated');
    },
  });

  app.put(USERS_API.password, {
    config: { access: can('system:user:resetPwd') },
    schema: {
      tags,
      summary: "Reset a user's password (ends their sessions)",
      params: idParams,
      body: passwordResetBody,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      const target = await accounts.resetPassword(authOf(request), request.params.id, request.body.password);
      request.audit({ action: 'user.resetPassword', targetType: 'user', targetId: target.id });
      return reply.ok(null, 'accounts.password_reset');
    },
  });

  app.delete(USERS_API.one, {
    config: { access: can('system:user:remove') },
    schema: { tags, summary: 'Delete a user', params: idParams, response: { 200: envelope(z.null()) } },
    handler: async (request, reply) => {
      const removed = await accounts.remove(authOf(request), request.params.id);
      request.audit({ action: 'user.delete', targetType: 'user', targetId: removed.id, before: removed });
      return reply.ok(null, 'accounts.deleted');
    },
  });

  app.get(USERS_API.importTemplate, {
    config: { access: can('system:user:import') },
    schema: { tags, summary: 'The XLSX template for bulk import' },
    handler: async (_request, reply) =>
      reply
        .header('content-type', XLSX)
        .header(
          'content-disposition',
          `attachment; filename="users-template.xlsx"; filename*=UTF-8''${encodeURIComponent('用户导入模板.xlsx')}`,
        )
        .send(await importTemplate()),
  });

  app.post(USERS_API.import, {
    config: { access: can('system:user:import') },
    schema: {
      tags,
      summary: 'Bulk import from the XLSX template: all rows or none, with a row-level report',
      consumes: ['multipart/form-data'],
      response: { 201: envelope(importReport) },
    },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new AppError(400, 'accounts.import_file_required');
      const file = await request.file();
      if (!file) throw new AppError(400, 'accounts.import_file_required');
      const body = await file.toBuffer();
      const report = await importUsers(db, accounts, authOf(request), body, request.locale);
      request.audit({
        action: 'user.import',
        targetType: 'user',
        after: { created: report.created, file: file.filename },
      });
      return reply
        .code(201)
        .send({ code: 201, msg: request.t('accounts.import_done', { count: report.created }), data: report });
    },
  });

  app.post(USERS_API.export, {
    config: { access: can('system:user:export') },
    schema: {
      tags,
      summary: 'Export users (same filters as the list) to the download centre',
      body: userListQuery
        .omit({ page: true, size: true })
        .partial()
        .nullish()
        .transform((filters) => filters ?? {}),
      response: { 201: envelope(exportQueued) },
    },
    handler: async (request, reply) => {
      request.audit({ action: 'user.export', after: request.body });
      return reply.ok(await exports.enqueue(exportOwner(request), 'users', request.body), 'exports.queued', 201);
    },
  });

  app.put(USERS_API.myPassword, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Change your password (ends your other sessions)',
      body: passwordChangeBody,
      response: { 200: envelope(z.null()) },
    },
    handler: async (request, reply) => {
      await myAccount.changePassword(authOf(request), request.body.old_password, request.body.new_password);
      return reply.ok(null, 'accounts.password_changed');
    },
  });
};
