// Entrepreneurship competitions: management and judging in the back-office (/a/v1), registration, correction and
// the result query on the public portal (/p/v1). Schema-free, so the browser imports them without zod.

export const COMPETITIONS_API = {
  list: '/a/v1/competitions',
  one: '/a/v1/competitions/:id',
  publish: '/a/v1/competitions/:id/publish',
  unpublish: '/a/v1/competitions/:id/unpublish',
  registrations: '/a/v1/competitions/:id/registrations',
  /** Queue one competition's registrations (body: competition_id and the list's filters) in the download centre. */
  registrationsExport: '/a/v1/competitions/registrations/export',
  /** Record one registration's result in one stage (advance / eliminated, score, award). */
  results: '/a/v1/competitions/:id/results',
  resultsImport: '/a/v1/competitions/:id/results/import',
  resultsTemplate: '/a/v1/competitions/:id/results/import-template',
  publishStage: '/a/v1/competitions/:id/stages/:stageId/publish',
  unpublishStage: '/a/v1/competitions/:id/stages/:stageId/unpublish',
} as const;

export const COMPETITIONS_PUBLIC_API = {
  list: '/p/v1/competitions',
  one: '/p/v1/competitions/:id',
  /** Open competitions for the portal home's teaser. */
  open: '/p/v1/competitions/open',
  register: '/p/v1/competitions/:id/registrations',
  /** Read back one's registration (number + leader ID number) before correcting it. */
  lookup: '/p/v1/competitions/registrations/lookup',
  correct: '/p/v1/competitions/registrations/correct',
  /** Business plan (PDF) upload of a registration. */
  upload: '/p/v1/competitions/uploads',
  results: '/p/v1/competitions/results',
} as const;

export const COMPETITION_STATUSES = ['draft', 'published'] as const;
export type CompetitionStatus = (typeof COMPETITION_STATUSES)[number];

/** The stages a competition runs through, in order; registration is always the first. */
export const COMPETITION_STAGE_KINDS = ['registration', 'preliminary', 'semifinal', 'final'] as const;
export type CompetitionStageKind = (typeof COMPETITION_STAGE_KINDS)[number];
/** The stages that are judged (registration is not). */
export const JUDGED_STAGE_KINDS = ['preliminary', 'semifinal', 'final'] as const;

/** Where a competition stands today (Asia/Shanghai dates). */
export const COMPETITION_PHASES = ['upcoming', 'registering', 'judging', 'finished'] as const;
export type CompetitionPhase = (typeof COMPETITION_PHASES)[number];

export const ENTRANT_TYPES = ['team', 'company'] as const;
export type EntrantType = (typeof ENTRANT_TYPES)[number];

export const BUSINESS_STAGES = ['idea', 'startup', 'growth', 'mature'] as const;
export type BusinessStage = (typeof BUSINESS_STAGES)[number];

export const RESULT_OUTCOMES = ['advance', 'eliminated'] as const;
export type ResultOutcome = (typeof RESULT_OUTCOMES)[number];

/** Members besides the leader; the core team of some tracks has at least 3 people in all. */
export const COMPETITION_MAX_MEMBERS = 10;
export const COMPETITION_MAX_ATTACHMENTS = 5;
/** A business plan: PDF only, by its bytes. */
export const COMPETITION_PLAN_MAX_BYTES = 20 * 1024 * 1024;
export const COMPETITION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const COMPETITION_IMPORT_MAX_ROWS = 2000;

/** Per-IP limits of the public calls (counted per route). */
export const COMPETITION_LIMITS = {
  register: { max: 10, windowMs: 3_600_000 },
  lookup: { max: 10, windowMs: 600_000 },
  results: { max: 20, windowMs: 600_000 },
  upload: { max: 20, windowMs: 3_600_000 },
} as const;
