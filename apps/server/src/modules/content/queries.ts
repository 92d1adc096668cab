// SQL pieces the public and management lists of portal content share: dates, visibility, status and article order.
import { type ContentStatus, regionPrefix, siteDayStart } from '@etp/contracts';
import { and, asc, desc, gt, gte, inArray, isNull, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArticleTable } from './kinds.ts';

const DAY_MS = 86_400_000;

/** The portal's dates are the site's calendar days: a day filter covers that day there. */
export function dateRangeCondition(column: AnyPgColumn, from?: string, to?: string): SQL | undefined {
  return and(
    from ? gte(column, siteDayStart(from)) : undefined,
    to ? lt(column, new Date(siteDayStart(to).getTime() + DAY_MS)) : undefined,
  );
}

/** The slides of a site: its region's own (sub-regions too); a site without a region has the province-wide ones. */
export function siteSlidesCondition(column: AnyPgColumn, siteRegion: string | null | undefined): SQL | undefined {
  if (!siteRegion) return or(isNull(column), like(column, '__0000'));
  return like(column, `${regionPrefix(siteRegion)}%`);
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
