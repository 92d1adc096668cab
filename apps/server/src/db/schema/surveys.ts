// Surveys: questionnaires with ordered questions and options, and the responses to them, one row per chosen option,
// text or rating, so results (and later dashboards) are plain SQL aggregates.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { regions } from './regions.ts';
import { users } from './users.ts';

export const surveys = pgTable(
  'surveys',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    intro: text('intro').notNull().default(''),
    status: text('status', { enum: ['draft', 'published', 'closed'] })
      .notNull()
      .default('draft'),
    /** The answering window (server time); null ends are open. */
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    /** The region it belongs to (regional administrators manage their region's); null: made by the admin for all. */
    regionCode: text('region_code').references(() => regions.code),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('surveys_region_idx').on(t.regionCode), index('surveys_status_idx').on(t.status)],
);

export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: ['single', 'multiple', 'text', 'rating'] }).notNull(),
    title: text('title').notNull(),
    required: boolean('required').notNull().default(true),
    /** The top of a rating question's scale (1..rating_max). */
    ratingMax: integer('rating_max').notNull().default(5),
  },
  (t) => [uniqueIndex('survey_questions_position_uq').on(t.surveyId, t.position)],
);

export const surveyOptions = pgTable(
  'survey_options',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
  },
  (t) => [uniqueIndex('survey_options_position_uq').on(t.questionId, t.position)],
);

export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: serial('id').primaryKey(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** The signed-in person who answered (one answer each) ... */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** ... or the visitor's browser (its random key; one answer each). */
    browserKey: text('browser_key'),
    /** A keyed hash of the visitor's address (never the address itself). */
    ipHash: text('ip_hash').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('survey_responses_user_uq').on(t.surveyId, t.userId),
    uniqueIndex('survey_responses_browser_uq').on(t.surveyId, t.browserKey),
    index('survey_responses_ip_idx').on(t.surveyId, t.ipHash),
    check('survey_responses_who_ck', sql`${t.userId} is not null or ${t.browserKey} is not null`),
  ],
);

export const surveyResponseItems = pgTable(
  'survey_response_items',
  {
    id: serial('id').primaryKey(),
    responseId: integer('response_id')
      .notNull()
      .references(() => surveyResponses.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    /** A chosen option (one row per option of a multiple choice) ... */
    optionId: integer('option_id').references(() => surveyOptions.id, { onDelete: 'cascade' }),
    /** ... a text ... */
    text: text('text'),
    /** ... or a rating. */
    rating: integer('rating'),
  },
  (t) => [
    index('survey_response_items_question_idx').on(t.questionId, t.optionId),
    index('survey_response_items_response_idx').on(t.responseId),
  ],
);
