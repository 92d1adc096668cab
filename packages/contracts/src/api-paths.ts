// Every back-office and portal API path, free of schemas so the browser can import them without zod.
// (The shell's own calls are in paths.ts.)

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
  /** Any configuration list: roles, menus, dict-items, regions, sites, sessions, features, announcements. */
  listExport: '/a/v1/exports/:kind',
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

export const PORTAL_API = {
  news: '/p/v1/news',
  policies: '/p/v1/policies',
  organizations: '/p/v1/organizations',
  cases: '/p/v1/cases',
  carousel: '/p/v1/carousel',
  links: '/p/v1/links',
  board: '/p/v1/board',
  report: '/p/v1/report',
  /** One level of the division tree, for the region filters of the public lists. */
  regions: '/p/v1/regions',
} as const;

/** Management paths; items live at `${path}/{id}` with `/publish`, `/unpublish`, `/pin` below, and `${path}/order`. */
export const CONTENT_ADMIN_API = {
  news: '/a/v1/news',
  policies: '/a/v1/policies',
  cases: '/a/v1/cases',
  carousel: '/a/v1/carousel',
  links: '/a/v1/links',
  organizations: '/a/v1/organizations',
  uploads: '/a/v1/uploads',
} as const;

/** Fills a path's `:name` parameters: `pathWith(ADMIN_API.menu, { id: 3 })` -> `/a/v1/menus/3`. */
export function pathWith(template: string, params: Record<string, string | number>): string {
  return template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}
