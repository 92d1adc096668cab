// Subsidy settlement (补贴结算) and follow-up service (跟踪服务): the teacher claims the subsidy of a finished class,
// the regions of its chain review it in turn, a publicity period (公示) of working days ends by itself, then it is
// approved and paid, or returned with a reason at any step. Schema-free.

import { COMPANY_SETTLEMENT_PATH } from './calls.ts';

export const SETTLEMENT_API = {
  /** SPEC 7: the site variant's settlement contact and the institution's settlement account (no loading overlay). */
  companySettlement: COMPANY_SETTLEMENT_PATH,
  /** The teacher's claims (GET) and a new draft for a finished class (POST). */
  claims: '/f/v1/settlements',
  claim: (id: number | string) => `/f/v1/settlements/${id}`,
  submit: (id: number | string) => `/f/v1/settlements/${id}/submit`,
  /** The teacher uploads a scan (signed sign-in sheet, bank proof) to a draft or returned claim. */
  documents: (id: number | string) => `/f/v1/settlements/${id}/documents`,
  document: (id: number | string, documentId: number | string) => `/f/v1/settlements/${id}/documents/${documentId}`,
  /** The teacher's finished classes that have no open claim yet (to start a draft). */
  claimable: '/f/v1/settlements/classes',
  /** The reviewers' queue (admin and regions) and one claim. */
  queue: '/a/v1/settlements',
  reviewClaim: (id: number | string) => `/a/v1/settlements/${id}`,
  review: (id: number | string) => `/a/v1/settlements/${id}/review`,
  paid: (id: number | string) => `/a/v1/settlements/${id}/paid`,
  reviewDocument: (id: number | string, documentId: number | string) =>
    `/a/v1/settlements/${id}/documents/${documentId}`,
  /** Admin: subsidy standards, review chains per region, the holiday calendar, the settings. */
  standards: '/a/v1/settlement-standards',
  standard: (id: number | string) => `/a/v1/settlement-standards/${id}`,
  chains: '/a/v1/settlement-chains',
  chain: (regionCode: string) => `/a/v1/settlement-chains/${regionCode}`,
  holidays: '/a/v1/settlement-holidays',
  holiday: (day: string) => `/a/v1/settlement-holidays/${day}`,
  settings: '/a/v1/settlement-settings',
  /** The teacher's institution's settlement account (shown by companySettlement). */
  account: '/f/v1/settlements/account',
  /** Follow-up contacts (跟踪服务): the teacher's list and entry, the monthly to-do, the regions' survey figures. */
  followups: '/f/v1/followups',
  followupTodo: '/f/v1/followups/todo',
  survey: '/a/v1/service-survey',
  surveyExport: '/a/v1/service-survey/export',
  /** Test servers only (NODE_ENV=test): one round of the publicity job as of a day, for the end-to-end tests. */
  publicityRun: '/a/v1/settlement-publicity/run',
} as const;

export const CLAIM_STATUSES = [
  'draft',
  'submitted',
  'area_review',
  'city_review',
  'province_review',
  'publicity',
  'approved',
  'paid',
  'returned',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * The groups of statuses a claim list filters by (`stage`), as the dashboard's subsidy figures count them: claimed,
 * submitted and neither a draft nor returned; approved, approved or paid (paid is a status of its own).
 */
export const CLAIM_STAGES = {
  claimed: ['submitted', 'area_review', 'city_review', 'province_review', 'publicity', 'approved', 'paid'],
  approved: ['approved', 'paid'],
} as const satisfies Record<string, readonly ClaimStatus[]>;
export type ClaimStage = keyof typeof CLAIM_STAGES;

/** The review levels a region's chain is made of, in the order they act. */
export const REVIEW_LEVELS = ['area', 'city', 'province'] as const;
export type ReviewLevel = (typeof REVIEW_LEVELS)[number];
export const REVIEW_STATUS_OF: Record<ReviewLevel, ClaimStatus> = {
  area: 'area_review',
  city: 'city_review',
  province: 'province_review',
};
/** Claims a reviewer still acts on. */
export const UNDER_REVIEW_STATUSES = ['submitted', 'area_review', 'city_review', 'province_review'] as const;
/** Claims that hold their students' subsidy (a student in one of them is not paid again). */
export const HOLDING_STATUSES = [
  'submitted',
  'area_review',
  'city_review',
  'province_review',
  'publicity',
  'approved',
  'paid',
] as const;

export const REVIEW_ACTIONS = ['approve', 'return', 'strike'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** What a claim's timeline records. */
export const CLAIM_STEP_ACTIONS = [
  'create',
  'refresh',
  'submit',
  'approve',
  'return',
  'strike',
  'publicity_start',
  'publicity_end',
  'paid',
  'upload',
  'remove_document',
] as const;
export type ClaimStepAction = (typeof CLAIM_STEP_ACTIONS)[number];

export const CLAIM_DOCUMENT_KINDS = ['roster', 'hours', 'results', 'sign_in', 'bank_proof', 'other'] as const;
export type ClaimDocumentKind = (typeof CLAIM_DOCUMENT_KINDS)[number];
export const GENERATED_DOCUMENT_KINDS = ['roster', 'hours', 'results'] as const;
export const UPLOADED_DOCUMENT_KINDS = ['sign_in', 'bank_proof', 'other'] as const;

/** Kinds of training the duplicate check compares (GYB, SYB, IYB, ...: a standard names its course's kind). */
export const TRAINING_KINDS = ['GYB', 'SYB', 'IYB', 'EYB', 'OTHER'] as const;
export type TrainingKind = (typeof TRAINING_KINDS)[number];

export const HOLIDAY_KINDS = ['holiday', 'workday'] as const;
export type HolidayKind = (typeof HOLIDAY_KINDS)[number];

export const DEFAULT_PUBLICITY_DAYS = 5;
export const DEFAULT_DUPLICATE_WINDOW_MONTHS = 36;
/** How often the publicity job looks for periods that ended. */
export const PUBLICITY_JOB_EVERY_MS = 10 * 60_000;

/** Follow-up contacts: how long after the class ends, and how. */
export const FOLLOWUP_MONTHS = 6;
export const FOLLOWUP_WAYS = ['phone', 'visit', 'wechat', 'other'] as const;
export type FollowupWay = (typeof FOLLOWUP_WAYS)[number];
