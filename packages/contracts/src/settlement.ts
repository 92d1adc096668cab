// Settlement's and follow-up's request and answer schemas (paths and constants in settlement.api.ts).
import { z } from 'zod';
import { EMPLOYMENT_STATUSES } from './classes.api.ts';
import { boundedText, entityId, multilineText, saneDate } from './common.ts';
import { pageQuery } from './envelope.ts';
import { eligibilityReason } from './reporting.ts';
import {
  CLAIM_DOCUMENT_KINDS,
  CLAIM_STATUSES,
  CLAIM_STEP_ACTIONS,
  FOLLOWUP_WAYS,
  HOLIDAY_KINDS,
  REVIEW_ACTIONS,
  REVIEW_LEVELS,
  TRAINING_KINDS,
  UPLOADED_DOCUMENT_KINDS,
} from './settlement.api.ts';

const fen = z.number().int().min(0).max(100_000_000, { error: 'settlement.amount_invalid' });

export const claimListQuery = pageQuery.extend({
  keyword: boundedText(50).optional(),
  status: z.enum(CLAIM_STATUSES).optional(),
  /** A group of statuses (CLAIM_STAGES): what a subsidy figure of the dashboard counts. */
  stage: z.enum(['claimed', 'approved']).optional(),
  /** Reviewers: only the claims waiting for the caller's step. */
  todo: z.enum(['0', '1']).optional(),
});
export type ClaimListQuery = z.infer<typeof claimListQuery>;

export const claimRow = z.object({
  id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  institution_id: z.number().int(),
  institution_name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  course_name: z.string(),
  training_kind: z.string(),
  class_end_date: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  current_step: z.enum(REVIEW_LEVELS).nullable(),
  chain: z.array(z.enum(REVIEW_LEVELS)),
  student_count: z.number().int(),
  claimed_fen: z.number().int(),
  total_fen: z.number().int(),
  publicity_starts_on: z.string().nullable(),
  publicity_ends_on: z.string().nullable(),
  paid_on: z.string().nullable(),
  paid_reference: z.string(),
  returned_reason: z.string(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
});
export type ClaimRow = z.infer<typeof claimRow>;

export const duplicateOf = z.object({
  claim_id: z.number().int(),
  institution_name: z.string(),
  class_name: z.string(),
  status: z.string(),
  at: z.string(),
});

export const claimStudent = z.object({
  id: z.number().int(),
  enrolment_id: z.number().int().nullable(),
  user_id: z.number().int().nullable(),
  name: z.string(),
  id_card_masked: z.string(),
  hours: z.number(),
  required_hours: z.number(),
  score: z.number().nullable(),
  eligible: z.boolean(),
  reasons: z.array(eligibilityReason),
  amount_fen: z.number().int(),
  /** What it adds to the total: 0 when not eligible, struck or a duplicate. */
  payable_fen: z.number().int(),
  struck: z.boolean(),
  struck_reason: z.string(),
  duplicate: z.boolean(),
  duplicate_of: duplicateOf.nullable(),
});
export type ClaimStudent = z.infer<typeof claimStudent>;

export const claimStep = z.object({
  id: z.number().int(),
  action: z.enum(CLAIM_STEP_ACTIONS),
  actor_name: z.string(),
  role: z.string(),
  region_code: z.string().nullable(),
  from: z.enum(CLAIM_STATUSES).nullable(),
  to: z.enum(CLAIM_STATUSES).nullable(),
  reason: z.string(),
  detail: z.record(z.string(), z.unknown()),
  at: z.string(),
});
export type ClaimStep = z.infer<typeof claimStep>;

export const claimDocument = z.object({
  id: z.number().int(),
  kind: z.enum(CLAIM_DOCUMENT_KINDS),
  generated: z.boolean(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int(),
  created_at: z.string(),
  /** Where the caller downloads it. */
  url: z.string(),
});
export type ClaimDocument = z.infer<typeof claimDocument>;

export const claimDetail = claimRow.extend({
  students: z.array(claimStudent),
  steps: z.array(claimStep),
  documents: z.array(claimDocument),
  /** What the caller may do now. */
  can: z.object({ submit: z.boolean(), review: z.boolean(), pay: z.boolean(), upload: z.boolean() }),
});
export type ClaimDetail = z.infer<typeof claimDetail>;

export const claimCreateBody = z.object({ class_id: entityId });
export const claimableClass = z.object({
  id: z.number().int(),
  name: z.string(),
  course_name: z.string(),
  end_date: z.string().nullable(),
});
export type ClaimableClass = z.infer<typeof claimableClass>;

export const reviewBody = z.object({
  action: z.enum(REVIEW_ACTIONS),
  reason: multilineText(500).optional(),
  enrolmentIds: z.array(entityId).max(500).optional(),
});
export type ReviewBody = z.infer<typeof reviewBody>;

export const paidBody = z.object({
  paid_on: saneDate(),
  reference: boundedText(100, 'settlement.reference_required'),
});
export type PaidBody = z.infer<typeof paidBody>;

export const documentUploadQuery = z.object({ kind: z.enum(UPLOADED_DOCUMENT_KINDS) });
export const documentParams = z.object({ id: entityId, documentId: entityId });

/** Standards. */
export const standardQuery = pageQuery.extend({ course_id: entityId.optional() });
export const standardBody = z.object({
  course_id: entityId,
  region_code: boundedText(12, 'settlement.region_required'),
  training_kind: z.enum(TRAINING_KINDS),
  amount_fen: fen,
  valid_from: saneDate(),
  valid_to: saneDate().nullable().default(null),
});
export type StandardBody = z.infer<typeof standardBody>;
export const standardRow = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  course_name: z.string(),
  region_code: z.string(),
  region_name: z.string(),
  training_kind: z.string(),
  amount_fen: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string().nullable(),
});
export type StandardRow = z.infer<typeof standardRow>;

/** Chains. */
export const chainBody = z.object({
  levels: z.array(z.enum(REVIEW_LEVELS)).min(1, { error: 'settlement.chain_empty' }).max(3),
  publicity_days: z.number().int().min(0).max(30),
});
export type ChainBody = z.infer<typeof chainBody>;
export const chainParams = z.object({ regionCode: z.string().regex(/^\d{6}$/, { error: 'validation.invalid' }) });
export const chainRow = chainBody.extend({ region_code: z.string(), region_name: z.string() });
export type ChainRow = z.infer<typeof chainRow>;

/** Holidays. */
export const holidayQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() });
export const holidayBody = z.object({
  day: saneDate(),
  kind: z.enum(HOLIDAY_KINDS).default('holiday'),
  name: boundedText(50).default(''),
});
export const holidayParams = z.object({ day: saneDate() });
export const holidayRow = z.object({ day: z.string(), kind: z.enum(HOLIDAY_KINDS), name: z.string() });
export type HolidayRow = z.infer<typeof holidayRow>;

export const settlementSettings = z.object({ duplicate_window_months: z.number().int().min(1).max(120) });
export type SettlementSettings = z.infer<typeof settlementSettings>;

/** The institution's settlement account (the teacher keeps it). */
export const settlementAccount = z.object({
  account_name: boundedText(100).default(''),
  bank_name: boundedText(100).default(''),
  account_no: z
    .string()
    .trim()
    .regex(/^[0-9 ]{0,40}$/, { error: 'settlement.account_no_invalid' })
    .default(''),
});
export type SettlementAccount = z.infer<typeof settlementAccount>;

/** GET /f/v1/companys/settlement (SPEC 7). */
export const companySettlement = z.object({
  /** The site variant's settlement contact. */
  settlement_contact: z.string(),
  settlement_phone: z.string(),
  institution_id: z.number().int().nullable(),
  institution_name: z.string(),
  /** The institution's own settlement contact. */
  institution_contact: z.string(),
  account: settlementAccount.extend({ account_name: z.string(), bank_name: z.string(), account_no: z.string() }),
});
export type CompanySettlement = z.infer<typeof companySettlement>;

/** Follow-up contacts. */
export const followupQuery = pageQuery.extend({ class_id: entityId.optional() });
export const followupBody = z.object({
  enrolment_id: entityId,
  contacted_on: saneDate(),
  way: z.enum(FOLLOWUP_WAYS),
  business_started: z.boolean(),
  employment_status: z.enum(EMPLOYMENT_STATUSES),
  service_given: multilineText(500).default(''),
});
export type FollowupBody = z.infer<typeof followupBody>;
export const followupRow = z.object({
  id: z.number().int(),
  enrolment_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  student_name: z.string(),
  contacted_on: z.string(),
  way: z.enum(FOLLOWUP_WAYS),
  business_started: z.boolean(),
  employment_status: z.enum(EMPLOYMENT_STATUSES),
  service_given: z.string(),
  created_at: z.string(),
});
export type FollowupRow = z.infer<typeof followupRow>;
/** A student of a class in its follow-up months without a contact this month. */
export const followupTodo = z.object({
  enrolment_id: z.number().int(),
  class_id: z.number().int(),
  class_name: z.string(),
  student_name: z.string(),
  class_end_date: z.string(),
  last_contact: z.string().nullable(),
});
export type FollowupTodo = z.infer<typeof followupTodo>;

/** The regions' follow-up survey figures. */
export const surveyFiguresQuery = z.object({
  by: z.enum(['region', 'institution', 'class']).default('region'),
});
export const surveyFigureRow = z.object({
  key: z.string(),
  name: z.string(),
  students: z.number().int(),
  answered: z.number().int(),
  business_started: z.number().int(),
  employed: z.number().int(),
  contacts: z.number().int(),
});
export type SurveyFigureRow = z.infer<typeof surveyFigureRow>;
export const surveyFigures = z.object({
  rows: z.array(surveyFigureRow),
  /** Wished services (the survey's service-type dictionary): label and count. */
  services: z.array(z.object({ code: z.string(), label: z.string(), label_en: z.string(), count: z.number().int() })),
  totals: surveyFigureRow,
});
export type SurveyFigures = z.infer<typeof surveyFigures>;
