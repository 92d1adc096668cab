// Browser error reports and page views: what the browser sends, and what administrators read.
import { z } from 'zod';
import { entityId } from './common.ts';
import { pageQuery } from './envelope.ts';
import { BREADCRUMB_TYPES, CLIENT_ERROR_KINDS, cutText, CLIENT_REPORT_LIMITS as LIMITS } from './monitoring.api.ts';

/** A text longer than `max` is cut, not refused: a report is worth having even when its stack is huge. */
const cut = (max: number) => z.string().transform((v) => cutText(v, max));
/** A list longer than `max` keeps its newest (last) items. */
const lastOf = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .default([])
    .transform((list) => list.slice(-max));

export const breadcrumb = z.object({
  /** The browser's clock, in ms since the epoch. */
  at: z.number().finite(),
  type: z.enum(BREADCRUMB_TYPES),
  text: cut(LIMITS.breadcrumbText),
});
export type Breadcrumb = z.infer<typeof breadcrumb>;

export const clientReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: cut(LIMITS.message),
  stack: cut(LIMITS.stack).default(''),
  /** The app version and build id, `1.0.1+<build>`. */
  release: cut(LIMITS.release).default(''),
  /** The route pattern the page was on (`/studentFront/study`), not its address. */
  route: cut(LIMITS.route).default(''),
  /** The page's path, without its query (which may carry a token). */
  path: cut(LIMITS.path).default(''),
  breadcrumbs: lastOf(breadcrumb, LIMITS.breadcrumbs),
});
export type ClientReport = z.input<typeof clientReport>;

/** One rrweb event; the replayer needs its type and time, the rest is kept as it came. */
export const replayEvent = z.looseObject({ type: z.number().int(), timestamp: z.number().finite() });

export const clientErrorBatch = z.object({
  reports: z
    .array(clientReport)
    .min(1)
    .transform((list) => list.slice(0, LIMITS.reports)),
  /** The recording up to the first report, from a full snapshot on. */
  replay: z.array(replayEvent).optional(),
});
export type ClientErrorBatch = z.input<typeof clientErrorBatch>;

export const clientErrorReceipt = z.object({ received: z.number().int() });

export const clientIssueQuery = pageQuery.extend({
  keyword: z.string().trim().max(100).optional(),
  kind: z.enum(CLIENT_ERROR_KINDS).optional(),
});
export type ClientIssueQuery = z.infer<typeof clientIssueQuery>;

export const clientIssueRow = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  /** The message as grouped (numbers, addresses and ids replaced). */
  title: z.string(),
  /** The top frame of the product's own code, as `file:line`, or ''. */
  culprit: z.string(),
  count: z.number().int(),
  /** Signed-in users among the reports kept. */
  users: z.number().int(),
  first_seen: z.string(),
  last_seen: z.string(),
  releases: z.array(z.string()),
  routes: z.array(z.string()),
});
export type ClientIssueRow = z.infer<typeof clientIssueRow>;

export const stackFrame = z.object({
  fn: z.string(),
  file: z.string(),
  line: z.number().int().nullable(),
  column: z.number().int().nullable(),
  /** The product's own code (not a library, not the browser). */
  own: z.boolean(),
  /** Read through the build's source map: file and line are the original ones. */
  mapped: z.boolean(),
});
export type StackFrame = z.infer<typeof stackFrame>;

export const clientErrorRow = z.object({
  id: z.number().int(),
  received_at: z.string(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  release: z.string(),
  route: z.string(),
  path: z.string(),
  user_agent: z.string(),
  user_id: z.number().int().nullable(),
  frames: z.array(stackFrame),
  stack: z.string(),
  breadcrumbs: z.array(breadcrumb),
  has_replay: z.boolean(),
});
export type ClientErrorRow = z.infer<typeof clientErrorRow>;

export const clientIssueDetail = clientIssueRow.extend({
  /** The newest reports kept, newest first. */
  errors: z.array(clientErrorRow),
});
export type ClientIssueDetail = z.infer<typeof clientIssueDetail>;

export const clientReplayParams = z.object({ id: entityId, errorId: entityId });
export const clientReplay = z.object({
  events: z.array(replayEvent),
  /** The recording was longer than the cap: it starts at a later full snapshot. */
  cut: z.boolean(),
});
export type ClientReplay = z.infer<typeof clientReplay>;

/** A route pattern as the web app's router names it: `/studentFront/study`, `/system/user`, `/`. */
export const pageViewBeacon = z.object({
  route: z
    .string()
    .max(200)
    .regex(/^\/[\w\-/:.*]*$/),
  /** The first view of this route by this browser today (it counts one visitor). */
  first: z.boolean().default(false),
});
export type PageViewBeacon = z.input<typeof pageViewBeacon>;

export const pageViewQuery = z.object({
  /** The last this many days, today included. */
  days: z.coerce.number().int().min(1).max(366).default(30),
});
export type PageViewQuery = z.infer<typeof pageViewQuery>;

export const pageViewStats = z.object({
  /** The days of the range, oldest first (YYYY-MM-DD, the site's time zone). */
  days: z.array(z.string()),
  /** Views and visitors per day over every route. */
  totals: z.array(z.object({ views: z.number().int(), visitors: z.number().int() })),
  /** Each route's views in the range, most viewed first, with its views per day (same order as `days`). */
  routes: z.array(
    z.object({
      route: z.string(),
      views: z.number().int(),
      visitors: z.number().int(),
      daily: z.array(z.number().int()),
    }),
  ),
});
export type PageViewStats = z.infer<typeof pageViewStats>;
