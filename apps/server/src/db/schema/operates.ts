// Operate guide (manual + feature items), new-feature list and each user's last look at them.
import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type Attachment = { id: number; name: string; url: string };

/** One guide per audience role ('*' for all signed-in non-students). */
export const operateGuides = pgTable('operate_guides', {
  id: serial('id').primaryKey(),
  role: text('role').notNull().unique(),
  manual: text('manual').notNull().default(''),
  isShow: boolean('is_show').notNull().default(true),
  editTime: timestamp('edit_time', { withTimezone: true }).notNull().defaultNow(),
});

export const operateGuideItems = pgTable('operate_guide_items', {
  id: serial('id').primaryKey(),
  guideId: integer('guide_id')
    .notNull()
    .references(() => operateGuides.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  content: text('content').notNull().default(''),
  attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
  orderNum: integer('order_num').notNull().default(0),
});

export const features = pgTable('features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  content: text('content').notNull().default(''),
  attachments: jsonb('attachments').$type<Attachment[]>().notNull().default([]),
  published: boolean('published').notNull().default(true),
  editTime: timestamp('edit_time', { withTimezone: true }).notNull().defaultNow(),
});

export const accessLogs = pgTable(
  'access_logs',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['operate', 'function'] }).notNull(),
    accessTime: timestamp('access_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Questions and answers an administrator maintains; the smart-service chat answers from them (and the guides). */
export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  /** Extra words the chat matches, separated by spaces or commas. */
  keywords: text('keywords').notNull().default(''),
  orderNum: integer('order_num').notNull().default(0),
  published: boolean('published').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
