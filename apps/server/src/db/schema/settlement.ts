// Subsidy settlement (补贴结算) and follow-up service (跟踪服务), owned by modules/settlement: the subsidy standards,
// the claims with their frozen rosters, timelines and documents, the review chain of each region, the holiday calendar
// publicity periods count working days by, the institutions' settlement accounts and the follow-up contacts.
// The dashboard reads settlement_claims (status, claimed_fen, total_fen, paid_on): keep those names.
import {
  CLAIM_DOCUMENT_KINDS,
  CLAIM_STATUSES,
  CLAIM_STEP_ACTIONS,
  type EligibilityReason,
  EMPLOYMENT_STATUSES,
  FOLLOWUP_WAYS,
  HOLIDAY_KINDS,
  type ReviewLevel,
} from '@etp/contracts';
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
import { classes, enrolments } from './classes.ts';
import { courses } from './courses.ts';
import { institutions } from './institutions.ts';
import { regions } from './regions.ts';
import { users } from './users.ts';

/** The amount per trainee of a course in a region (and the regions under it), valid from one day to another. */
export const settlementStandards = pgTable(
  'settlement_standards',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    /** The kind of training (GYB, SYB, ...) the duplicate check compares. */
    trainingKind: text('training_kind').notNull(),
    amountFen: integer('amount_fen').notNull(),
    validFrom: date('valid_from').notNull(),
    /** Last day it applies; null: open-ended. */
    validTo: date('valid_to'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlement_standards_course_idx').on(t.courseId, t.regionCode, t.validFrom)],
);

/** A subsidy claim for one finished class. */
export const settlementClaims = pgTable(
  'settlement_claims',
  {
    id: serial('id').primaryKey(),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    courseId: integer('course_id'),
    trainingKind: text('training_kind').notNull().default(''),
    standardId: integer('standard_id').references(() => settlementStandards.id, { onDelete: 'set null' }),
    /** The class's end date the standard was chosen by. */
    classEndDate: date('class_end_date'),
    status: text('status', { enum: CLAIM_STATUSES }).notNull().default('draft'),
    /** The review levels of the chain, frozen at submission, and the one whose turn it is (null outside review). */
    chain: jsonb('chain').$type<ReviewLevel[]>().notNull().default([]),
    currentStep: text('current_step', { enum: ['area', 'city', 'province'] }),
    /** Students on the roster (eligible, not struck) and what they add up to; claimed: before any strike. */
    studentCount: integer('student_count').notNull().default(0),
    claimedFen: integer('claimed_fen').notNull().default(0),
    totalFen: integer('total_fen').notNull().default(0),
    publicityDays: integer('publicity_days').notNull().default(0),
    publicityStartsOn: date('publicity_starts_on'),
    publicityEndsOn: date('publicity_ends_on'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    paidOn: date('paid_on'),
    paidReference: text('paid_reference').notNull().default(''),
    paidBy: integer('paid_by').references(() => users.id, { onDelete: 'set null' }),
    returnedReason: text('returned_reason').notNull().default(''),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('settlement_claims_class_idx').on(t.classId),
    index('settlement_claims_institution_idx').on(t.institutionId, t.id),
    index('settlement_claims_region_idx').on(t.regionCode, t.status, t.id),
    index('settlement_claims_status_idx').on(t.status, t.publicityEndsOn),
  ],
);

export interface DuplicateOf {
  claim_id: number;
  institution_name: string;
  class_name: string;
  status: string;
  /** When that claim was submitted (or paid). */
  at: string;
}

/** A student of a claim: the roster frozen at submission, the amount, a strike and a duplicate flag. */
export const settlementClaimStudents = pgTable(
  'settlement_claim_students',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => settlementClaims.id, { onDelete: 'cascade' }),
    enrolmentId: integer('enrolment_id').references(() => enrolments.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    studentName: text('student_name').notNull(),
    idCardMasked: text('id_card_masked').notNull().default(''),
    /** The keyed hash of the ID number (student_details.id_card_hash): the duplicate check's person across accounts. */
    idCardHash: text('id_card_hash'),
    hours: real('hours').notNull().default(0),
    requiredHours: real('required_hours').notNull().default(0),
    score: integer('score'),
    eligible: boolean('eligible').notNull(),
    /** Why not eligible (the eligibility answer's reasons). */
    reasons: jsonb('reasons').$type<EligibilityReason[]>().notNull().default([]),
    amountFen: integer('amount_fen').notNull().default(0),
    struck: boolean('struck').notNull().default(false),
    struckReason: text('struck_reason').notNull().default(''),
    struckBy: integer('struck_by').references(() => users.id, { onDelete: 'set null' }),
    struckAt: timestamp('struck_at', { withTimezone: true }),
    duplicate: boolean('duplicate').notNull().default(false),
    duplicateOf: jsonb('duplicate_of').$type<DuplicateOf | null>(),
  },
  (t) => [
    uniqueIndex('settlement_claim_students_claim_enrolment_idx').on(t.claimId, t.enrolmentId),
    index('settlement_claim_students_user_idx').on(t.userId),
    index('settlement_claim_students_id_card_idx').on(t.idCardHash),
  ],
);

/** The claim's timeline: every step, who took it in which role and region, and why. */
export const settlementClaimSteps = pgTable(
  'settlement_claim_steps',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => settlementClaims.id, { onDelete: 'cascade' }),
    action: text('action', { enum: CLAIM_STEP_ACTIONS }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The actor's name at the time ('' for the publicity job). */
    actorName: text('actor_name').notNull().default(''),
    role: text('role').notNull().default(''),
    regionCode: text('region_code'),
    /** The status the claim moved from and to. */
    fromStatus: text('from_status', { enum: CLAIM_STATUSES }),
    toStatus: text('to_status', { enum: CLAIM_STATUSES }),
    reason: text('reason').notNull().default(''),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlement_claim_steps_claim_idx').on(t.claimId, t.id)],
);

/** The claim's documents: generated (roster, hours, results as XLSX and PDF) and uploaded scans. */
export const settlementClaimDocuments = pgTable(
  'settlement_claim_documents',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id')
      .notNull()
      .references(() => settlementClaims.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CLAIM_DOCUMENT_KINDS }).notNull(),
    generated: boolean('generated').notNull().default(false),
    /** Key in app.storage. */
    storageKey: text('storage_key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull().default(0),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('settlement_claim_documents_claim_idx').on(t.claimId, t.id)],
);

/**
 * The review chain of a region (a province, a city or an area: a claim uses the row of its class's region or the
 * nearest one above it; none: area then city). The levels act in the order of REVIEW_LEVELS.
 */
export const settlementChains = pgTable('settlement_chains', {
  regionCode: text('region_code')
    .primaryKey()
    .references(() => regions.code),
  levels: jsonb('levels').$type<ReviewLevel[]>().notNull(),
  publicityDays: integer('publicity_days').notNull().default(5),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The holiday calendar the admin keeps: days off that are not weekends, and weekend days that are worked (调休). */
export const settlementHolidays = pgTable('settlement_holidays', {
  day: date('day').primaryKey(),
  kind: text('kind', { enum: HOLIDAY_KINDS }).notNull().default('holiday'),
  name: text('name').notNull().default(''),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
});

/** One row (id 1): the settings of the settlement domain. */
export const settlementSettings = pgTable('settlement_settings', {
  id: integer('id').primaryKey().default(1),
  /** A student subsidised for the same kind of training within this many months is a duplicate. */
  duplicateWindowMonths: integer('duplicate_window_months').notNull().default(36),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The institution's settlement (bank) account the subsidy is paid to. */
export const settlementAccounts = pgTable('settlement_accounts', {
  institutionId: integer('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  accountName: text('account_name').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  accountNo: text('account_no').notNull().default(''),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A follow-up contact (跟踪服务) with a student in the 6 months after the class ended. */
export const followupContacts = pgTable(
  'followup_contacts',
  {
    id: serial('id').primaryKey(),
    enrolmentId: integer('enrolment_id')
      .notNull()
      .references(() => enrolments.id, { onDelete: 'cascade' }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id),
    regionCode: text('region_code')
      .notNull()
      .references(() => regions.code),
    contactedOn: date('contacted_on').notNull(),
    way: text('way', { enum: FOLLOWUP_WAYS }).notNull(),
    businessStarted: boolean('business_started').notNull().default(false),
    employmentStatus: text('employment_status', { enum: EMPLOYMENT_STATUSES }).notNull(),
    serviceGiven: text('service_given').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('followup_contacts_enrolment_idx').on(t.enrolmentId, t.contactedOn),
    index('followup_contacts_class_idx').on(t.classId),
    index('followup_contacts_region_idx').on(t.regionCode, t.contactedOn),
  ],
);
