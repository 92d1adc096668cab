// Certificates (合格证明): what was certified (a snapshot and its hash), its number for the public lookup, its status
// and its PDF; the per-course rule set eligibility is decided by; the log of public lookups. The table was
// completion_records (owned by content) until migration 0018 moved it here, keeping every row and number.
import type { EligibilityRuleSet } from '@etp/contracts';
import { CERTIFICATE_STATUSES } from '@etp/contracts';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { classes } from './classes.ts';
import { courses } from './courses.ts';
import { institutions } from './institutions.ts';
import { regions } from './regions.ts';
import { users } from './users.ts';

/** What a certificate states, frozen at issue; its canonical JSON is what `sha256` hashes. */
export interface CertificateSnapshot {
  version: 1;
  certificate_no: string;
  student_name: string;
  id_card: string;
  course_name: string;
  class_name: string;
  institution_name: string;
  region_code: string;
  region_name: string;
  hours: number;
  required_hours: number;
  score: number | null;
  pass_score: number | null;
  start_date: string | null;
  end_date: string | null;
  completed_at: string;
  issued_at: string;
  site_name: string;
  rules: EligibilityRuleSet | null;
}

export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    certificateNo: text('certificate_no').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    courseId: integer('course_id'),
    // Names are copied at issue: the certificate states what was certified even if the class is renamed later.
    studentName: text('student_name').notNull(),
    idCardMasked: text('id_card_masked').notNull().default(''),
    className: text('class_name').notNull(),
    institutionName: text('institution_name').notNull(),
    courseName: text('course_name').notNull(),
    regionCode: text('region_code').references(() => regions.code),
    hours: real('hours').notNull().default(0),
    score: integer('score'),
    completedAt: date('completed_at').notNull(),
    snapshot: jsonb('snapshot').$type<CertificateSnapshot | Record<string, never>>().notNull().default({}),
    /** sha256 (hex) of the snapshot's canonical JSON; '' for a record moved from completion_records until its PDF. */
    sha256: text('sha256').notNull().default(''),
    status: text('status', { enum: CERTIFICATE_STATUSES }).notNull().default('issued'),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason').notNull().default(''),
    revokedBy: integer('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    /** The stored PDF (app.storage), made once; null until made (records moved from completion_records). */
    pdfKey: text('pdf_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('certificates_user_idx').on(t.userId),
    uniqueIndex('certificates_class_user_idx').on(t.classId, t.userId),
    index('certificates_region_idx').on(t.regionCode, t.id),
    index('certificates_institution_idx').on(t.institutionId, t.id),
  ],
);

/** A course's certificate requirements, edited by admins; a course without a row uses DEFAULT_ELIGIBILITY_RULES. */
export const certificateRules = pgTable('certificate_rules', {
  courseId: integer('course_id')
    .primaryKey()
    .references(() => courses.id, { onDelete: 'cascade' }),
  requireHours: boolean('require_hours').notNull().default(true),
  requireTheory: boolean('require_theory').notNull().default(true),
  requireIdentity: boolean('require_identity').notNull().default(true),
  liveMinPercent: integer('live_min_percent').notNull().default(0),
  homeworkMinPercent: integer('homework_min_percent').notNull().default(0),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Every public lookup: the number asked, whether it was found, from where and when. */
export const certificateLookups = pgTable(
  'certificate_lookups',
  {
    id: serial('id').primaryKey(),
    certificateNo: text('certificate_no').notNull(),
    certificateId: integer('certificate_id').references(() => certificates.id, { onDelete: 'set null' }),
    found: boolean('found').notNull(),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificate_lookups_created_idx').on(t.createdAt)],
);
