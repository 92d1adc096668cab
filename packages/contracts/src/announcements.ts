// Announcements: administration, and what a user sees in their message list.
import { z } from 'zod';
import { ANNOUNCEMENT_STATUSES } from './announcements.api.ts';
import { boundedText } from './common.ts';
import { pageQuery } from './envelope.ts';
import { divisionCode } from './regions.ts';
import { ROLES } from './roles.api.ts';
import { roleSchema } from './roles.ts';

export const announcementInput = z.object({
  title: boundedText(200, 'admin.announcement_title_required'),
  /** Rich text, sanitised on save. */
  content: z
    .string({ error: 'admin.announcement_content_required' })
    .min(1, { error: 'admin.announcement_content_required' })
    .max(200_000, { error: 'validation.too_long' }),
  /** The roles it is for; empty means every role. */
  roles: z
    .array(roleSchema, { error: 'admin.announcement_roles_invalid' })
    .max(ROLES.length)
    .default([])
    .transform((roles) => [...new Set(roles)]),
  /** The region it is for; null means everywhere (regional administrators default to their own region). */
  region_code: divisionCode.nullable().optional(),
  /** Publish now (create); on update, omitted keeps the current state. */
  publish: z.boolean().optional(),
});
export type AnnouncementInput = z.infer<typeof announcementInput>;
export const announcementListQuery = pageQuery.extend({
  keyword: z.string().trim().max(64).optional(),
  status: z.enum(ANNOUNCEMENT_STATUSES).optional(),
});
export const adminAnnouncement = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  roles: z.array(roleSchema),
  region_code: z.string().nullable(),
  region_name: z.string(),
  status: z.enum(ANNOUNCEMENT_STATUSES),
  author_name: z.string(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncement>;

/** What a user sees in their message list (no content) and in the detail (with content). */
export const myAnnouncementRow = z.object({
  id: z.number().int(),
  title: z.string(),
  region_name: z.string(),
  author_name: z.string(),
  published_at: z.string(),
  read: z.boolean(),
});
export type MyAnnouncementRow = z.infer<typeof myAnnouncementRow>;
export const myAnnouncementDetail = myAnnouncementRow.extend({ content: z.string() });
export type MyAnnouncementDetail = z.infer<typeof myAnnouncementDetail>;
export const myAnnouncementQuery = pageQuery.extend({ unread: z.enum(['0', '1']).optional() });
export const unreadCount = z.object({ count: z.number().int() });
