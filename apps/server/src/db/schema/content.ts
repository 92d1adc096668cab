// Portal content written in the back-office: news, policies, excellent cases, carousel slides and friendly links.

import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { regions } from './regions.ts';
import { users } from './users.ts';

/** A file attached to an item (uploaded under /uploads or an external address). */
export type ContentAttachment = { name: string; url: string; size?: number; type?: string };

export const CONTENT_STATUSES = ['draft', 'published', 'scheduled'] as const;
export const POLICY_LEVELS = ['national', 'province', 'city'] as const;

/**
 * Columns every managed item has. An item is public when its status is published or scheduled and publish_at
 * has passed, so a scheduled item appears on time without a job. region_code null means "everywhere", which only
 * the admin may manage; regional administrators manage items inside their division-code prefix.
 */
const managed = () => ({
  id: serial('id').primaryKey(),
  regionCode: text('region_code').references(() => regions.code),
  status: text('status', { enum: CONTENT_STATUSES }).notNull().default('draft'),
  publishAt: timestamp('publish_at', { withTimezone: true }),
  /** Slides and links are listed by it; among pinned articles it orders the pinned ones. */
  orderNum: integer('order_num').notNull().default(0),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Columns of the three article kinds (news, policies, cases). */
const article = () => ({
  ...managed(),
  title: text('title').notNull(),
  summary: text('summary').notNull().default(''),
  cover: text('cover').notNull().default(''),
  /** Sanitised rich text (cleaned on save). */
  content: text('content').notNull().default(''),
  category: text('category').notNull().default(''),
  source: text('source').notNull().default(''),
  author: text('author').notNull().default(''),
  pinned: boolean('pinned').notNull().default(false),
  viewCount: integer('view_count').notNull().default(0),
  attachments: jsonb('attachments').$type<ContentAttachment[]>().notNull().default([]),
});

export const news = pgTable('news', article(), (t) => [
  index('news_public_idx').on(t.status, t.publishAt),
  index('news_region_idx').on(t.regionCode),
]);

export const policies = pgTable(
  'policies',
  {
    ...article(),
    level: text('level', { enum: POLICY_LEVELS }).notNull().default('province'),
    issuingBody: text('issuing_body').notNull().default(''),
    documentNumber: text('document_number').notNull().default(''),
    effectiveDate: date('effective_date'),
  },
  (t) => [index('policies_public_idx').on(t.status, t.publishAt), index('policies_region_idx').on(t.regionCode)],
);

/** Excellent cases: a person (or team) and their project. */
export const cases = pgTable(
  'cases',
  {
    ...article(),
    person: text('person').notNull().default(''),
    project: text('project').notNull().default(''),
  },
  (t) => [index('cases_public_idx').on(t.status, t.publishAt), index('cases_region_idx').on(t.regionCode)],
);

export const carouselSlides = pgTable('carousel_slides', {
  ...managed(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
});

/** Friendly links of the portal footer, managed in the back-office (sites.links stays the per-site fallback). */
export const portalLinks = pgTable('portal_links', {
  ...managed(),
  name: text('name').notNull(),
  url: text('url').notNull(),
});
