// Users: the signed-in user's own info and password, and account administration for admins and regional
// administrators (list, create, edit, enable/disable, reset password, delete, XLSX import and export).
import {
  envelope,
  idParams,
  importReport,
  MANAGER_ROLES,
  pageOf,
  passwordChangeBody,
  passwordResetBody,
  USERS_API,
  userCreate,
  userInfo,
  userListQuery,
  userRow,
  userStatusBody,
  userUpdate,
} from '@etp/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { UserProfile } from '@/core/profiles.ts';
import { exportRoute } from '@/modules/exports/index.ts';
import { actorOf } from '@/plugins/actor.ts';
import { authOf } from '@/plugins/auth.ts';
import { crud, resource } from '@/plugins/crud.ts';
import { sheetImportRoute, sheetTemplateRoute } from '@/plugins/sheet-routes.ts';
import type { usersExport } from './exports.ts';
import { IMPORT_MAX_BYTES, importTemplate } from './import.ts';
import type { MyAccountService } from './my-account.service.ts';

/** Serialised users/info bodies per cached profile object (role, site and language as the key). */
const infoBodies = new WeakMap<UserProfile, Map<string, Buffer>>();

export interface UserRoutesOptions {
  myAccount: MyAccountService;
  usersExport: ReturnType<typeof usersExport>;
}

const tags = ['users'];
const can = (permission: string) => ({ roles: MANAGER_ROLES, permission });

export const userRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, options) => {
  const { sites } = app;

  app.get(USERS_API.info, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'The signed-in user', response: { 200: envelope(userInfo) } },
    handler: async (request, reply) => {
      const { user, role, permissions } = authOf(request);
      const site = await sites.forHost(request.hostname);
      // Called on every page load: the bytes are kept with the cached profile they come from, so a change to
      // the user (which replaces the profile) drops them too.
      const bodies = infoBodies.get(user) ?? new Map<string, Buffer>();
      infoBodies.set(user, bodies);
      const key = `${role}|${site.domain}|${request.locale}`;
      let body = bodies.get(key);
      if (!body) {
        // The session's role leads: the front end routes by the first role.
        const roles = [role, ...user.roles.filter((r) => r !== role)];
        const data = {
          uid: user.id,
          name: user.name,
          username: user.username,
          avatar: user.avatar,
          roles,
          permissions,
          address: user.address,
          is_compare: user.isCompare,
          domain: site.domain,
          must_change_password: user.mustChangePassword ?? 0,
        };
        body = Buffer.from(String(reply.serialize({ code: 200, msg: request.t('ok'), data })));
        bodies.set(key, body);
      }
      return (reply as FastifyReply).code(200).type('application/json; charset=utf-8').send(body);
    },
  });

  // The account calls parse multipart (the XLSX import) in a context of their own: users/info, on every page load,
  // carries none of the parser's request decorations.
  await app.register(accountRoutes, options);
};

const accountRoutes: FastifyPluginAsyncZod<UserRoutesOptions> = async (app, { myAccount, usersExport }) => {
  const { users } = app;
  await app.register(multipart, { limits: { files: 1, fileSize: IMPORT_MAX_BYTES, fields: 5 } });

  crud(app, { tags, read: 'signed-in', edit: 'signed-in' }).update(USERS_API.myPassword, {
    summary: 'Change your password (ends your other sessions)',
    body: passwordChangeBody,
    msg: 'accounts.password_changed',
    run: (request) =>
      myAccount.changePassword(
        actorOf(request),
        authOf(request).sessionId,
        request.body.old_password,
        request.body.new_password,
      ),
  });

  const routes = resource(
    app,
    {
      tags,
      read: can('system:user:list'),
      edit: can('system:user:edit'),
      saved: 'accounts.updated',
      deleted: 'accounts.deleted',
      paths: USERS_API,
      key: idParams,
      item: userRow,
      list: { summary: 'Users in your scope, paged', query: userListQuery, data: pageOf(userRow) },
      get: { summary: 'One user' },
      create: { summary: 'Create a user', access: can('system:user:add'), msg: 'accounts.created', body: userCreate },
      update: { summary: 'Edit a user (name, phone, ordered roles, region, institution)', body: userUpdate },
      remove: { summary: 'Delete a user', access: can('system:user:remove') },
    },
    users,
  );
  routes.update(USERS_API.status, {
    summary: 'Enable or disable a user (disabling ends their sessions)',
    params: idParams,
    body: userStatusBody,
    data: userRow,
    run: (request) => users.setStatus(actorOf(request), request.params, request.body.status),
  });
  routes.update(USERS_API.password, {
    summary: "Reset a user's password (ends their sessions)",
    access: can('system:user:resetPwd'),
    params: idParams,
    body: passwordResetBody,
    msg: 'accounts.password_reset',
    run: (request) => users.resetPassword(actorOf(request), request.params, request.body.password),
  });

  sheetTemplateRoute(app, USERS_API.importTemplate, {
    tags,
    summary: 'The XLSX template for bulk import',
    access: can('system:user:import'),
    filename: 'users-template.xlsx',
    localName: '用户导入模板.xlsx',
    build: importTemplate,
  });
  sheetImportRoute(app, USERS_API.import, {
    tags,
    summary: 'Bulk import from the XLSX template: all rows or none, with a row-level report',
    access: can('system:user:import'),
    report: importReport,
    fileRequired: 'accounts.import_file_required',
    done: 'accounts.import_done',
    count: (report) => report.created,
    run: (request, file) => users.importFile(actorOf(request), file),
  });

  exportRoute(app, USERS_API.export, usersExport, {
    tags,
    summary: 'Export users (same filters as the list) to the download centre',
  });
};
