// SQL pieces the public and management lists of portal content share: dates, visibility, status and article order.
import type { ContentStatus } from '@etp/contracts';
import { and, asc, desc, gt, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArticleTable } from './kinds.ts';

/** The portal's dates are China's (UTC+8): a day filter covers that day there. */
const CHINA_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

export function dateRangeCondition(column: AnyPgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, new Date(`${from}T00:00:00${CHINA_OFFSET}`)) : undefined,
    to ? lt(column, new Date(new Date(`${to}T00:00:00${CHINA_OFFSET}`).getTime() + DAY_MS)) : undefined,
  );
}

/** On the portal now: published, or scheduled and due. */
export function visibleCondition(cols: { status: AnyPgColumn; publishAt: AnyPgColumn }, now: Date): SQL {
  return and(inArray(cols.status, ['published', 'scheduled']), lte(cols.publishAt, now)) as SQL;
}

/** A status filter in the back-office, by the status people see (a due scheduled item is published). */
export function statusCondition(
  cols: { status: AnyPgColumn; publishAt: AnyPgColumn },
  status: ContentStatus | undefined,
  now: Date,
): SQL | undefined {
  switch (status) {
    case undefined:
      return undefined;
    case 'draft':
      return inArray(cols.status, ['draft']);
    case 'published':
      return visibleCondition(cols, now);
    case 'scheduled':
      return and(inArray(cols.status, ['scheduled']), gt(cols.publishAt, now));
  }
}

/** Pinned first (in their order_num), then the newest. */
export function articleOrder(cols: ArticleTable): SQL[] {
  return [
    desc(cols.pinned),
    asc(sql`case when ${cols.pinned} then ${cols.orderNum} else 0 end`),
    desc(cols.publishAt),
    desc(cols.id),
  ];
}
