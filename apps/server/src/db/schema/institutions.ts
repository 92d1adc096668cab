// Training institutions: the organisations whose classes and teachers the regions supervise.

import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { regions } from './regions.ts';

export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    kind: text('kind', { enum: ['training', 'practical_training'] }).notNull(),
    contact: text('contact').notNull().default(''),
    phone: text('phone').notNull().default(''),
    settlementContact: text('settlement_contact').notNull().default(''),
    /** One or two plain sentences for lists. */
    intro: text('intro').notNull().default(''),
    logo: text('logo').notNull().default(''),
    /** The organisation page on the portal: cover picture, address and sanitised rich text. */
    cover: text('cover').notNull().default(''),
    address: text('address').notNull().default(''),
    content: text('content').notNull().default(''),
    status: text('status', { enum: ['pending', 'approved', 'disabled'] })
      .notNull()
      .default('approved'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('institutions_region_idx').on(t.regionCode, t.status), index('institutions_status_idx').on(t.status)],
);
