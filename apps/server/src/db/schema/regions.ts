// China's administrative divisions (province > city > area) by their official division codes.
import { type AnyPgColumn, index, pgTable, text } from 'drizzle-orm/pg-core';

export const regions = pgTable(
  'regions',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    level: text('level', { enum: ['province', 'city', 'area'] }).notNull(),
    parentCode: text('parent_code').references((): AnyPgColumn => regions.code),
  },
  (t) => [index('regions_parent_idx').on(t.parentCode)],
);
