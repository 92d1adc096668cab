// LIKE conditions: a keyword typed by a person, matched literally anywhere in a column, and a region with every
// division inside it (division codes nest by prefix: 370000 -> 37%, 370100 -> 3701%).
import { regionPrefix } from '@etp/contracts';
import { eq, ilike, isNull, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** `%keyword%` with LIKE's wildcards (%, _) and its escape (\) escaped, so they match themselves. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Rows where one of the columns contains the keyword, case-insensitively; no condition without a keyword. */
export function keywordCondition(columns: (AnyPgColumn | SQL)[], keyword: string | undefined): SQL | undefined {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/** Rows of a region and of every division below it; no condition without a region. */
export function regionCondition(column: AnyPgColumn, region: string | undefined): SQL | undefined {
  return region ? like(column, `${regionPrefix(region)}%`) : undefined;
}

/**
 * What a site bound to a region shows: that region's items (and its sub-regions') and the province-wide ones (no
 * region, or the province itself). A site without a region shows everything.
 */
export function siteRegionCondition(column: AnyPgColumn, siteRegion: string | null | undefined): SQL | undefined {
  if (!siteRegion) return undefined;
  return or(isNull(column), eq(column, `${siteRegion.slice(0, 2)}0000`), like(column, `${regionPrefix(siteRegion)}%`));
}
