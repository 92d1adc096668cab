// Announcements: administration, and the signed-in user's messages (schema-free).

export const ANNOUNCEMENTS_API = {
  list: '/a/v1/announcements',
  one: '/a/v1/announcements/:id',
  publish: '/a/v1/announcements/:id/publish',
  unpublish: '/a/v1/announcements/:id/unpublish',
  mine: '/o/v1/announcements',
  unreadCount: '/o/v1/announcements/unread-count',
  myOne: '/o/v1/announcements/:id',
  read: '/o/v1/announcements/:id/read',
} as const;

export const ANNOUNCEMENT_STATUSES = ['draft', 'published'] as const;
