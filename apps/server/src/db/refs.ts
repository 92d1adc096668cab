// Pieces of SQL an owner module hands to other domains so they read its tables without importing them (the data
// boundary: docs/adding-a-domain.md "How a domain reads and reacts to other domains"): a correlated subquery for a value
// beside the caller's rows (a name), a set of ids to filter by (a scope), each taking the caller's column.
import { type AnyColumn, Column, getTableName, is, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/** A column of the caller's query, or any SQL that yields the value (an id, a code). */
export type Ref = AnyColumn | SQLWrapper;

/**
 * The caller's column as `"table"."column"` whatever the query around it: Drizzle leaves columns unqualified in a
 * one-table select, where inside a subquery the name would bind to the subquery's own table if it had one like it.
 */
export function outer(ref: Ref): SQL {
  if (is(ref, Column)) return sql.raw(`"${getTableName(ref.table)}"."${ref.name}"`);
  return sql`${ref}`;
}
