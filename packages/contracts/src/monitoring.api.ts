// What the product learns about its own use (schema-free): browser error reports with their replays, page views per
// route and day, and the limits both sides of the intake keep.

export const MONITORING_API = {
  /** Error reports from the browser (signed in or not), with a replay when the recorder holds one. */
  clientErrors: '/p/v1/client-errors',
  /** Page views from the browser, counted per route and day. */
  pageViews: '/p/v1/page-views',
  /** The reports grouped into issues (admin). */
  clientIssues: '/a/v1/client-issues',
  clientIssue: '/a/v1/client-issues/:id',
  /** The replay sent with one report of an issue. */
  clientReplay: '/a/v1/client-issues/:id/replays/:errorId',
  /** Page views per route and day (admin). */
  pageViewStats: '/a/v1/page-views',
  /** The Prometheus scrape (a bearer token from the settings; never the browser). */
  metrics: '/metrics',
} as const;

/** How a report was caught in the browser. */
export const CLIENT_ERROR_KINDS = ['error', 'rejection', 'boundary', 'chunk'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** What a breadcrumb records: a navigation or an API call (method, path and status: never a body). */
export const BREADCRUMB_TYPES = ['navigation', 'request'] as const;
export type BreadcrumbType = (typeof BREADCRUMB_TYPES)[number];

/**
 * Where the intake cuts a report: longer texts are cut to these lengths, longer lists keep their last (newest)
 * items. The browser cuts the same way before sending, so a report is cut, never refused, for its size.
 */
export const CLIENT_REPORT_LIMITS = {
  message: 1000,
  stack: 16_000,
  route: 300,
  path: 500,
  release: 64,
  userAgent: 400,
  breadcrumbs: 30,
  breadcrumbText: 300,
  /** Reports in one request. */
  reports: 10,
} as const;

/**
 * The largest replay (its JSON, in bytes) the browser keeps and sends. A longer recording starts from a newer full
 * snapshot; the server cuts the same way (CLIENT_REPLAY_MAX_BYTES in its settings, this by default).
 */
export const CLIENT_REPLAY_MAX_BYTES = 1_000_000;

/**
 * Elements the session recorder must not see: `data-record="block"` shows as an empty box in a replay (camera,
 * canvas, ID number and phone fields), `data-record="mask"` has its text replaced by asterisks (masked ID numbers
 * and phones in lists). Every input value is masked whatever its marking.
 */
export const RECORD_ATTRIBUTE = 'data-record';
export const RECORD_BLOCK = { [RECORD_ATTRIBUTE]: 'block' } as const;
export const RECORD_MASK = { [RECORD_ATTRIBUTE]: 'mask' } as const;

/** Form fields that hold an ID number or a phone (`id_card`, `leader_phone`, ...): blocked from the recording. */
export const isPersonalField = (name: string) => /(^|_)(id_card|idcard|id_number|phone|mobile)$/i.test(name);

/** A text cut to at most `max` UTF-16 units without splitting a surrogate pair (a half pair cannot be stored). */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  const code = text.charCodeAt(max - 1);
  return text.slice(0, code >= 0xd800 && code <= 0xdbff ? max - 1 : max);
}
