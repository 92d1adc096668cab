// Sign-up leads from the public form /szbSignUpForm: personal data encrypted, looked up by keyed hash.
import { EDUCATION_LEVELS, LEAD_STATUSES } from '@etp/contracts';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './courses.ts';
import { institutions } from './institutions.ts';
import { regions } from './regions.ts';

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    idCardCipher: text('id_card_cipher').notNull(),
    idCardHash: text('id_card_hash').notNull(),
    idCardMasked: text('id_card_masked').notNull(),
    phoneCipher: text('phone_cipher').notNull(),
    phoneHash: text('phone_hash').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    education: text('education', { enum: EDUCATION_LEVELS }).notNull(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    consentVersion: text('consent_version').notNull(),
    handledBy: integer('handled_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('leads_region_status_idx').on(t.regionCode, t.status, t.id),
    index('leads_id_card_idx').on(t.idCardHash, t.courseId, t.createdAt),
  ],
);
