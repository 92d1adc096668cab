// Roles and the permission strings they grant (the roles module's table; a user's roles are the users module's).
import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Roles and the permission strings they grant (`*:*:*` means all). */
export const roles = pgTable('roles', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  /** The English name (empty: the Chinese one shows). */
  nameEn: text('name_en').notNull().default(''),
  permissions: text('permissions').array().notNull().default([]),
  orderNum: integer('order_num').notNull().default(0),
});
