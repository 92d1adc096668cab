// The dashboard's rollups (issue 30): figures kept by region code, institution, class and site day, so /home and
// /bigScreen never scan the learning ledger per request. The dashboard-rollup job (modules/dashboard/rollup.ts)
// folds new ledger rows in by id (with the ids it has not seen yet kept as gaps) and regroups the state tables
// (classes, enrolments, attempts, certificates) every minute; docs/dashboard.md says how they stay equal to a recount.
import { bigint, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** How far the job has folded a source: the highest id folded and the ids below it not seen yet (gaps). */
export const dashboardMarks = pgTable('dashboard_marks', {
  name: text('name').primaryKey(),
  lastId: bigint('last_id', { mode: 'number' }).notNull().default(0),
  /** [id, first seen (epoch ms)] of ids below last_id not committed yet when folded; dropped after 10 minutes. */
  gaps: jsonb('gaps').$type<[number, number][]>().notNull().default([]),
  foldedAt: timestamp('folded_at', { withTimezone: true }),
});

/** Credited seconds per class and site day (class 0: credit outside any class), with the class's region copied. */
export const dashboardStudy = pgTable(
  'dashboard_study',
  {
    classId: integer('class_id').notNull(),
    day: text('day').notNull(),
    regionCode: text('region_code').notNull().default(''),
    institutionId: integer('institution_id').notNull().default(0),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.classId, t.day] }),
    index('dashboard_study_day_idx').on(t.day, t.regionCode),
    index('dashboard_study_region_idx').on(t.regionCode, t.day),
  ],
);

/**
 * dashboard_study summed over the classes: seconds per region, institution and site day (institution 0 with region
 * '': credit outside any class). What every scope but a trainer's reads (a province's 5,000 classes make 25 times
 * fewer rows); kept by the same statements that write dashboard_study, so it always equals its sums.
 */
export const dashboardStudyDays = pgTable(
  'dashboard_study_days',
  {
    regionCode: text('region_code').notNull(),
    institutionId: integer('institution_id').notNull(),
    day: text('day').notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.regionCode, t.institutionId, t.day] }),
    index('dashboard_study_days_day_idx').on(t.day),
  ],
);

/** Counts regrouped from the state tables: metric per region, institution, class and site day ('' for none). */
export const dashboardCounts = pgTable(
  'dashboard_counts',
  {
    metric: text('metric').notNull(),
    regionCode: text('region_code').notNull(),
    institutionId: integer('institution_id').notNull(),
    classId: integer('class_id').notNull(),
    day: text('day').notNull(),
    /** A count, or an amount in fen (subsidy_*). */
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.metric, t.regionCode, t.institutionId, t.classId, t.day] }),
    index('dashboard_counts_metric_day_idx').on(t.metric, t.day),
    index('dashboard_counts_class_idx').on(t.classId),
  ],
);

/**
 * dashboard_counts summed over classes and days: each metric's total per region and institution, what the figures,
 * the rankings and the cockpit's cities read for every scope but a trainer's (a few thousand rows on a province's
 * data instead of one per class and day). Regrouped from dashboard_counts in the same round, so it equals its sums.
 */
export const dashboardCountTotals = pgTable(
  'dashboard_count_totals',
  {
    metric: text('metric').notNull(),
    regionCode: text('region_code').notNull(),
    institutionId: integer('institution_id').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.metric, t.regionCode, t.institutionId] })],
);

/** Each class as the figures place it: region, institution and status (regrouped every round). */
export const dashboardClasses = pgTable(
  'dashboard_classes',
  {
    classId: integer('class_id').primaryKey(),
    regionCode: text('region_code').notNull(),
    institutionId: integer('institution_id').notNull(),
    status: text('status').notNull(),
  },
  (t) => [index('dashboard_classes_region_idx').on(t.regionCode, t.status)],
);

/** The last credit of each student seen by the fold: "studying now" counts those of the last few minutes. */
export const dashboardRecent = pgTable(
  'dashboard_recent',
  {
    userId: integer('user_id').primaryKey(),
    classId: integer('class_id').notNull(),
    regionCode: text('region_code').notNull().default(''),
    institutionId: integer('institution_id').notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('dashboard_recent_last_idx').on(t.lastAt)],
);

/** An administrator's replacement of the shipped province shapes (GeoJSON), one row. */
export const dashboardMaps = pgTable('dashboard_maps', {
  name: text('name').primaryKey(),
  geojson: jsonb('geojson').notNull(),
  note: text('note').notNull().default(''),
  uploadedBy: integer('uploaded_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
