// One page of a list, the one way every list pages: the page's rows (one limit/offset) and the total count run
// together, and the answer is the envelope { list, total, page, size }.
import type { Page } from '@etp/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';

/** What a list is asked for (pageQuery in the contracts: page >= 1, 1 <= size <= MAX_PAGE_SIZE). */
export interface PageRequest {
  page: number;
  size: number;
}

/**
 * Runs the page of `rows` (a select made `$dynamic()`, ordered) and the `total` count query in parallel, and turns
 * the rows into the page's items with `toList` (which may look more up for the whole page at once).
 */
export async function paginate<Query extends PgSelect, Item>(
  request: PageRequest,
  rows: Query,
  total: PromiseLike<{ n: number }[]>,
  toList: (rows: Awaited<Query>) => Item[] | Promise<Item[]>,
): Promise<Page<Item>> {
  const [found, counted] = await Promise.all([
    rows.limit(request.size).offset((request.page - 1) * request.size),
    total,
  ]);
  return { list: await toList(found), total: counted[0]?.n ?? 0, page: request.page, size: request.size };
}
