// SQL pieces the public and management lists share: keyword, region, dates, visibility and order.
import { type ContentStatus, regionPrefix } from '@etp/contracts';
import { and, asc, desc, gt, gte, ilike, inArray, like, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ArticleColumns } from './kinds.ts';

/** The portal's dates are China's (UTC+8): a day filter covers that day there. */
const CHINA_OFFSET = '+08:00';
const DAY_MS = 86_400_000;

/** ILIKE pattern for a keyword typed by a visitor: %, _ and \ are matched literally. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export function keywordCondition(columns: AnyPgColumn[], keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = containsPattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Items of a region and every division below it (division codes nest by prefix). */
export function regionCondition(column: AnyPgColumn, region: string | undefined): SQL | undefined {
  return region ? like(column, `${regionPrefix(region)}%`) : undefined;
}

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
export function articleOrder(cols: ArticleColumns): SQL[] {
  return [
    desc(cols.pinned),
    asc(sql`case when ${cols.pinned} then ${cols.orderNum} else 0 end`),
    desc(cols.publishAt),
    desc(cols.id),
  ];
}

export function offsetOf(page: number, size: number): number {
  return (page - 1) * size;
}
