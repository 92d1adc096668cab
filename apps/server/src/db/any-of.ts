// `column = any(<keys>)` with the keys as ONE parameter (a JSON array): the index on the column is used whatever the
// number of keys, where a join on a function scan (planned as 100 rows) picks a sequential scan of the table, and
// one bound value costs the client a fraction of drizzle's inArray, which binds each key apart (~25 µs a key).
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

export function anyOf(column: SQLWrapper, keys: readonly number[] | readonly string[], type: 'int' | 'uuid'): SQL {
  return sql`${column} = any(array(select value::${sql.raw(type)} from jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)))`;
}
