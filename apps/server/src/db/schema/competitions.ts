// Entrepreneurship competitions: the competition with its tracks and dated stages, the public registrations (leader's
// ID number and phone encrypted, with keyed lookup hashes), every submission and correction kept as it came, and the
// judging: one current result per registration and stage plus the history of every result recorded.
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { regions } from './regions.ts';
import { users } from './users.ts';

export const COMPETITION_STATUSES = ['draft', 'published'] as const;
export const COMPETITION_STAGE_KINDS = ['registration', 'preliminary', 'semifinal', 'final'] as const;
export const ENTRANT_TYPES = ['team', 'company'] as const;
export const BUSINESS_STAGES = ['idea', 'startup', 'growth', 'mature'] as const;
export const RESULT_OUTCOMES = ['advance', 'eliminated'] as const;

export type CompetitionMemberRow = { name: string; role: string };
export type CompetitionAttachmentRow = { name: string; url: string; size?: number };

export const competitions = pgTable(
  'competitions',
  {
    id: serial('id').primaryKey(),
    /** null: everywhere (admin only); regional administrators manage those inside their division-code prefix. */
    regionCode: text('region_code').references(() => regions.code),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    organizer: text('organizer').notNull().default(''),
    /** Sanitised rich text. */
    intro: text('intro').notNull().default(''),
    eligibility: text('eligibility').notNull().default(''),
    /** Sanitised rich text: contacts, FAQ, training and financing services. */
    serviceInfo: text('service_info').notNull().default(''),
    contact: text('contact').notNull().default(''),
    status: text('status', { enum: COMPETITION_STATUSES }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competitions_public_idx').on(t.status), index('competitions_region_idx').on(t.regionCode)],
);

export const competitionTracks = pgTable(
  'competition_tracks',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('competition_tracks_competition_idx').on(t.competitionId)],
);

export const competitionStages = pgTable(
  'competition_stages',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COMPETITION_STAGE_KINDS }).notNull(),
    startsOn: date('starts_on').notNull(),
    endsOn: date('ends_on').notNull(),
    /** Results of the stage are public from then on; null: not published. */
    resultsPublishedAt: timestamp('results_published_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('competition_stages_kind_uq').on(t.competitionId, t.kind)],
);

export const competitionRegistrations = pgTable(
  'competition_registrations',
  {
    id: serial('id').primaryKey(),
    competitionId: integer('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'restrict' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => competitionTracks.id, { onDelete: 'restrict' }),
    /** Given at registration: competition id, then an unguessable random part. */
    number: text('number').notNull(),
    entrantType: text('entrant_type', { enum: ENTRANT_TYPES }).notNull(),
    projectName: text('project_name').notNull(),
    industry: text('industry').notNull(),
    businessStage: text('business_stage', { enum: BUSINESS_STAGES }).notNull(),
    regionCode: text('region_code').notNull(),
    leaderName: text('leader_name').notNull(),
    leaderIdCipher: text('leader_id_cipher').notNull(),
    leaderIdHash: text('leader_id_hash').notNull(),
    leaderPhoneCipher: text('leader_phone_cipher').notNull(),
    leaderPhoneHash: text('leader_phone_hash').notNull(),
    members: jsonb('members').$type<CompetitionMemberRow[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<CompetitionAttachmentRow[]>().notNull().default([]),
    videoUrl: text('video_url').notNull().default(''),
    consentVersion: text('consent_version').notNull(),
    corrections: integer('corrections').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_registrations_number_uq').on(t.number),
    // One registration per leader and competition: a duplicate is a 409.
    uniqueIndex('competition_registrations_leader_uq').on(t.competitionId, t.leaderIdHash),
    index('competition_registrations_phone_idx').on(t.leaderPhoneHash),
    index('competition_registrations_competition_idx').on(t.competitionId, t.trackId),
  ],
);

/**
 * Every submission as it came (registration, then each correction), personal data encrypted as in the registration:
 * nothing a later correction does can lose what was sent before.
 */
export const competitionSubmissions = pgTable(
  'competition_submissions',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => competitionRegistrations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['register', 'correct'] }).notNull(),
    /** The body without the captcha; leader_id_card and leader_phone replaced by their cipher texts. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competition_submissions_registration_idx').on(t.registrationId)],
);

/** The current result of a registration in a judged stage. */
export const competitionResults = pgTable(
  'competition_results',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => competitionRegistrations.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'restrict' }),
    outcome: text('outcome', { enum: RESULT_OUTCOMES }).notNull(),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    award: text('award').notNull().default(''),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_results_stage_uq').on(t.registrationId, t.stageId),
    index('competition_results_stage_idx').on(t.stageId),
  ],
);

/** Every result ever recorded (one by one or by import), so a changed decision keeps its history. */
export const competitionResultEvents = pgTable(
  'competition_result_events',
  {
    id: serial('id').primaryKey(),
    registrationId: integer('registration_id')
      .notNull()
      .references(() => competitionRegistrations.id, { onDelete: 'cascade' }),
    stageId: integer('stage_id')
      .notNull()
      .references(() => competitionStages.id, { onDelete: 'cascade' }),
    outcome: text('outcome', { enum: RESULT_OUTCOMES }).notNull(),
    score: numeric('score', { precision: 5, scale: 2, mode: 'number' }),
    award: text('award').notNull().default(''),
    source: text('source', { enum: ['manual', 'import'] }).notNull(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('competition_result_events_registration_idx').on(t.registrationId, t.stageId)],
);

/** Publishing and withdrawing a stage's results, as they happened. */
export const competitionStageEvents = pgTable('competition_stage_events', {
  id: serial('id').primaryKey(),
  stageId: integer('stage_id')
    .notNull()
    .references(() => competitionStages.id, { onDelete: 'cascade' }),
  action: text('action', { enum: ['publish', 'unpublish'] }).notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
