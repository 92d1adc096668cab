// Rules every text the API takes must follow, schema-free so the browser can check the same before sending:
// no control characters, dates in a sane range, and what counts as a path of this site.

/**
 * Control characters no text may hold: C0 except tab, line feed and carriage return, DEL, and C1. NUL in particular
 * is refused by PostgreSQL's text type, and the others are invisible in every screen and export that shows them.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
export const CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** What a one-line text may not hold: every control character, tab and line breaks included (U+2028/2029 too). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's purpose
export const SINGLE_LINE_CONTROL_CHARS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
/** A lone UTF-16 surrogate: not a character, and not storable as UTF-8. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a text is fit to store: no control characters (line breaks allowed when `multiline`), no lone surrogates. */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARS : SINGLE_LINE_CONTROL_CHARS).test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The path of the first string in a request part (body, query, path parameters) that breaks the floor every text
 * follows (isCleanText with line breaks allowed), or null. Keys are checked as well as values.
 */
export function findUncleanText(value: unknown, path: (string | number)[] = [], depth = 0): (string | number)[] | null {
  if (typeof value === 'string') return isCleanText(value, true) ? null : path;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUncleanText(item, [...path, i], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (!isCleanText(key, false)) return [...path, key];
    const found = findUncleanText(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

/** Dates (and date-times) the API takes fall in these years; outside them a date is a typo or a probe. */
export const SANE_YEARS = { min: 1900, max: 2100 } as const;

/** True when an ISO date or date-time (YYYY-MM-DD...) falls within SANE_YEARS. */
export function isSaneDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return Number.isInteger(year) && year >= SANE_YEARS.min && year <= SANE_YEARS.max;
}

/**
 * A path of this site: one leading slash not followed by another slash or a backslash. `//evil.example` and
 * `/\evil.example` are both read by browsers as another host. Every link field (footer links, carousel, portal
 * links, menus' external links, uploads) that takes a path checks it with this, on the server and in the browser.
 */
export const SAME_SITE_PATH = /^\/(?![/\\])/;
/**
 * A whole same-site path, as a pattern source to build link rules with (LINK_URL, attachments, pictures): the rule
 * above, then no space, quote, angle bracket or backslash anywhere (browsers read a backslash as a slash).
 */
export const SAME_SITE_PATH_SOURCE = String.raw`\/(?![/\\])[^\s"'<>\\]*`;
/** An http(s) address without spaces, quotes, angle brackets or backslashes, as a pattern source. */
export const HTTP_URL_SOURCE = String.raw`https?:\/\/[^\s"'<>\\]+`;

/** True for a same-site path made only of characters a URL path may show. */
export const isSameSitePath = (value: string) => new RegExp(`^${SAME_SITE_PATH_SOURCE}$`).test(value);
