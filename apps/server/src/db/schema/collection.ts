// The startup-star collection: public applications with their receipt number, kept whole (nothing deletes them), and
// the staff's review. The phone is stored encrypted with a lookup hash (duplicates, the receipt lookup).
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { regions } from './regions.ts';
import { users } from './users.ts';

export const collectionApplications = pgTable(
  'collection_applications',
  {
    id: serial('id').primaryKey(),
    receiptNo: text('receipt_no').notNull(),
    applicantName: text('applicant_name').notNull(),
    phoneCipher: text('phone_cipher').notNull(),
    phoneHash: text('phone_hash').notNull(),
    phoneMasked: text('phone_masked').notNull(),
    kind: text('kind', { enum: ['enterprise', 'project'] }).notNull(),
    entityName: text('entity_name').notNull(),
    industry: text('industry', {
      enum: ['agriculture', 'manufacturing', 'technology', 'commerce', 'services', 'culture', 'other'],
    }).notNull(),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    achievements: text('achievements').notNull(),
    pitch: text('pitch').notNull(),
    consentVersion: text('consent_version').notNull(),
    ipHash: text('ip_hash').notNull(),
    status: text('status', { enum: ['received', 'reviewing', 'selected', 'rejected'] })
      .notNull()
      .default('received'),
    reviewNote: text('review_note').notNull().default(''),
    reviewerId: integer('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_applications_receipt_uq').on(t.receiptNo),
    // One application per phone and enterprise/project name.
    uniqueIndex('collection_applications_duplicate_uq').on(t.phoneHash, t.entityName),
    index('collection_applications_region_idx').on(t.regionCode),
    index('collection_applications_status_idx').on(t.status),
  ],
);

/** Files uploaded for an application: kept in private storage, tied to the application when it is sent. */
export const collectionAttachments = pgTable(
  'collection_attachments',
  {
    id: serial('id').primaryKey(),
    /** What the application names the file by until it is sent. */
    token: text('token').notNull(),
    applicationId: integer('application_id').references(() => collectionApplications.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    ipHash: text('ip_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('collection_attachments_token_uq').on(t.token),
    index('collection_attachments_application_idx').on(t.applicationId),
  ],
);
