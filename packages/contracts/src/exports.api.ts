// The download centre: the user's exports, their files, and exporting a configuration list (schema-free).

export const EXPORTS_API = {
  mine: '/o/v1/exports',
  file: '/o/v1/exports/:id/file',
  /** Any configuration list: roles, menus, dict-items, regions, sites, sessions, features, announcements. */
  list: '/a/v1/exports/:kind',
} as const;

export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
