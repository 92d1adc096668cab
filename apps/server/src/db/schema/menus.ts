// Server menus (RuoYi's sys_menu) and which roles see them.
import { type AnyPgColumn, boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { roles } from './roles.ts';

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => menus.id, { onDelete: 'cascade' }),
    path: text('path').notNull(),
    component: text('component').notNull(),
    title: text('title').notNull(),
    /** The English title (empty: the Chinese one shows). */
    titleEn: text('title_en').notNull().default(''),
    icon: text('icon').notNull().default(''),
    /** '0' visible, '1' hidden. */
    visible: text('visible', { enum: ['0', '1'] })
      .notNull()
      .default('0'),
    keepalive: boolean('keepalive').notNull().default(false),
    breadcrumb: boolean('breadcrumb').notNull().default(true),
    activeMenu: text('active_menu').notNull().default(''),
    permission: text('permission').notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [index('menus_parent_idx').on(t.parentId)],
);

export const roleMenus = pgTable(
  'role_menus',
  {
    role: text('role')
      .notNull()
      .references(() => roles.key, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role, t.menuId] })],
);
