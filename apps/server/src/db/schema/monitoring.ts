// What the product learns about its own use: browser error reports grouped into issues (with the replays sent along),
// page views per route and day, and the rows its periodic jobs take so that one instance runs each round.
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg answers a Buffer, PGlite a Uint8Array.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** One issue: the reports that share a fingerprint (normalised message + the top frames of the product's code). */
export const clientIssues = pgTable(
  'client_issues',
  {
    id: serial('id').primaryKey(),
    fingerprint: text('fingerprint').notNull().unique(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    culprit: text('culprit').notNull().default(''),
    /** Every report received, kept or not (the rows below are deleted after the retention days). */
    count: integer('count').notNull().default(0),
    /** Replays kept for this issue (a few are enough to see what happened). */
    replays: integer('replays').notNull().default(0),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_issues_last_seen_idx').on(t.lastSeen)],
);

/** One report as received (texts cut to the intake's limits), its stack read through the build's source maps. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    issueId: integer('issue_id')
      .notNull()
      .references(() => clientIssues.id, { onDelete: 'cascade' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    stack: text('stack').notNull().default(''),
    frames: jsonb('frames').notNull().default([]),
    release: text('release').notNull().default(''),
    route: text('route').notNull().default(''),
    path: text('path').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    /** The signed-in caller, read from the request's own token (never from the report). */
    userId: integer('user_id'),
    breadcrumbs: jsonb('breadcrumbs').notNull().default([]),
    hasReplay: boolean('has_replay').notNull().default(false),
  },
  (t) => [index('client_errors_issue_idx').on(t.issueId, t.id), index('client_errors_received_idx').on(t.receivedAt)],
);

/** A replay sent with a report: the rrweb events from a full snapshot on, as gzip-compressed JSON. */
export const clientReplays = pgTable('client_replays', {
  errorId: bigint('error_id', { mode: 'number' })
    .primaryKey()
    .references(() => clientErrors.id, { onDelete: 'cascade' }),
  events: bytea('events').notNull(),
  /** Bytes of the JSON before compression. */
  bytes: integer('bytes').notNull(),
  /** The recording was over the cap and starts at a later full snapshot. */
  cut: boolean('cut').notNull().default(false),
});

/** Page views per route and site day: counts only, nobody's trail. */
export const pageViews = pgTable(
  'page_views',
  {
    day: date('day').notNull(),
    route: text('route').notNull(),
    views: integer('views').notNull().default(0),
    /** Browsers that saw the route for the first time that day (they keep the mark, the server keeps none). */
    visitors: integer('visitors').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.route] })],
);
