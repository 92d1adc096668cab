// The download centre: the user's exports, their files, and exporting a configuration list (schema-free).

export const EXPORTS_API = {
  mine: '/o/v1/exports',
  file: '/o/v1/exports/:id/file',
  /** Any configuration list: roles, menus, dict-items, regions, sites, sessions, features, announcements. */
  list: '/a/v1/exports/:kind',
} as const;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;

/** The configuration lists EXPORTS_API.list exports (`:kind`); each is registered by the server module that owns it. */
export const LIST_EXPORT_KINDS = [
  'roles',
  'menus',
  'dict-items',
  'regions',
  'sites',
  'sessions',
  'features',
  'announcements',
] as const;
export type ListExportKind = (typeof LIST_EXPORT_KINDS)[number];
