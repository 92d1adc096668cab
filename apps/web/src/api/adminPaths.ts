// The back-office API paths and rules of packages/contracts (accounts.ts, admin.ts), mirrored here
// without their zod schemas: importing any value of those modules keeps every schema statement in
// the bundle and drags zod into the /login first load (budget). adminPaths.test.ts keeps this copy
// equal to the contract. Drop it once the contracts export these from a schema-free module.
import type { Role } from '@etp/contracts';

export const ACCOUNTS_API = {
  users: '/a/v1/users',
  user: '/a/v1/users/:id',
  userStatus: '/a/v1/users/:id/status',
  userPassword: '/a/v1/users/:id/password',
  userImportTemplate: '/a/v1/users/import-template',
  userImport: '/a/v1/users/import',
  userExport: '/a/v1/users/export',
  sessions: '/a/v1/sessions',
  session: '/a/v1/sessions/:id',
  mySessions: '/o/v1/users/sessions',
  mySession: '/o/v1/users/sessions/:id',
  myPassword: '/o/v1/users/password',
  loginLogs: '/a/v1/logs/login',
  loginLogExport: '/a/v1/logs/login/export',
  auditLogs: '/a/v1/logs/audit',
  auditLogExport: '/a/v1/logs/audit/export',
  exports: '/o/v1/exports',
  exportFile: '/o/v1/exports/:id/file',
} as const;

export const ADMIN_API = {
  roles: '/a/v1/roles',
  role: '/a/v1/roles/:key',
  roleMenus: '/a/v1/roles/:key/menus',
  menus: '/a/v1/menus',
  menu: '/a/v1/menus/:id',
  menuComponents: '/a/v1/menus/components',
  dictTypes: '/a/v1/dict-types',
  dictType: '/a/v1/dict-types/:code',
  dictItems: '/a/v1/dict-items',
  dictItem: '/a/v1/dict-items/:id',
  regions: '/a/v1/regions',
  region: '/a/v1/regions/:code',
  sites: '/a/v1/sites',
  site: '/a/v1/sites/:id',
  operateGuide: '/a/v1/operates/guides/:role',
  features: '/a/v1/operates/features',
  feature: '/a/v1/operates/features/:id',
  announcements: '/a/v1/announcements',
  announcement: '/a/v1/announcements/:id',
  announcementPublish: '/a/v1/announcements/:id/publish',
  announcementUnpublish: '/a/v1/announcements/:id/unpublish',
  myAnnouncements: '/o/v1/announcements',
  myUnreadCount: '/o/v1/announcements/unread-count',
  myAnnouncement: '/o/v1/announcements/:id',
  myAnnouncementRead: '/o/v1/announcements/:id/read',
} as const;

/** Upload (back-office) and the portal's institution list, from content.ts. */
export const UPLOADS_API = '/a/v1/uploads';
export const ORGANIZATIONS_API = '/p/v1/organizations';

export const PASSWORD_MIN_LENGTH = 8;
export const SITE_VARIANTS = ['standard', 'practical_training', 'second'] as const;
/** Guides are per audience role; `*` is the guide for every role without its own. Students have none. */
export const GUIDE_ROLES = [
  'admin',
  'teacher',
  'trainer',
  'province',
  'city',
  'area',
  '*',
] as const satisfies readonly (Role | '*')[];

/** Fills a path's `:name` parameters: `pathWith(ADMIN_API.menu, { id: 3 })` -> `/a/v1/menus/3`. */
export function pathWith(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
