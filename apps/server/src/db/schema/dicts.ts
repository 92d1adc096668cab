// Dictionaries (RuoYi's sys_dict_type / sys_dict_data): code -> number -> label.
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';

export const dictTypes = pgTable('dict_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  nameEn: text('name_en').notNull().default(''),
  remark: text('remark').notNull().default(''),
});

export const dictItems = pgTable(
  'dict_items',
  {
    id: serial('id').primaryKey(),
    code: text('code')
      .notNull()
      .references(() => dictTypes.code, { onDelete: 'cascade', onUpdate: 'cascade' }),
    value: integer('value').notNull(),
    label: text('label').notNull(),
    /** The English label (empty: the Chinese one shows). */
    labelEn: text('label_en').notNull().default(''),
    orderNum: integer('order_num').notNull().default(0),
  },
  (t) => [uniqueIndex('dict_items_code_value_idx').on(t.code, t.value)],
);
