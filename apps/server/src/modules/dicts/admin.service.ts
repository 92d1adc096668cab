// Dictionary administration: types and their items; every change drops the lookup cache on every instance.
import {
  DICT_CODES,
  type DictItemCreate,
  type DictItemRow,
  type DictTypeCreate,
  type DictTypeRow,
  type Page,
} from '@etp/contracts';
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dictItems, dictTypes } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import type { DictService } from './service.ts';

type ItemRow = typeof dictItems.$inferSelect;
const toItem = (i: ItemRow): DictItemRow => ({
  id: i.id,
  code: i.code,
  value: i.value,
  label: i.label,
  order_num: i.orderNum,
});
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class DictAdminService {
  constructor(
    private readonly db: Db,
    private readonly dicts: DictService,
  ) {}

  async listTypes(query: { page: number; size: number; keyword?: string }): Promise<Page<DictTypeRow>> {
    const pattern = query.keyword ? `%${escapeLike(query.keyword)}%` : null;
    const where: SQL | undefined = pattern
      ? or(ilike(dictTypes.code, pattern), ilike(dictTypes.name, pattern))
      : undefined;
    const [rows, [total]] = await Promise.all([
      this.db
        .select({
          code: dictTypes.code,
          name: dictTypes.name,
          remark: dictTypes.remark,
          itemCount: count(dictItems.id),
        })
        .from(dictTypes)
        .leftJoin(dictItems, eq(dictItems.code, dictTypes.code))
        .where(where)
        .groupBy(dictTypes.code)
        .orderBy(asc(dictTypes.code))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(dictTypes).where(where),
    ]);
    return {
      list: rows.map((r) => ({ code: r.code, name: r.name, remark: r.remark, item_count: r.itemCount })),
      total: total?.n ?? 0,
      page: query.page,
      size: query.size,
    };
  }

  private async type(code: string) {
    const [row] = await this.db.select().from(dictTypes).where(eq(dictTypes.code, code)).limit(1);
    if (!row) throw notFound('dict.not_found');
    return row;
  }

  async createType(input: DictTypeCreate) {
    try {
      const [row] = await this.db.insert(dictTypes).values(input).returning();
      await this.dicts.changed();
      return row!;
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('admin.dict_type_exists');
      throw error;
    }
  }

  async updateType(code: string, input: { name: string; remark: string }) {
    const before = await this.type(code);
    const [after] = await this.db.update(dictTypes).set(input).where(eq(dictTypes.code, code)).returning();
    await this.dicts.changed();
    return { before, after: after! };
  }

  /** Deletes a type with its items; the dictionaries the survey reads are kept. */
  async removeType(code: string) {
    const before = await this.type(code);
    if ((DICT_CODES as readonly string[]).includes(code)) throw conflict('admin.dict_type_system');
    await this.db.delete(dictTypes).where(eq(dictTypes.code, code));
    await this.dicts.changed();
    return before;
  }

  async listItems(code: string): Promise<DictItemRow[]> {
    await this.type(code);
    const rows = await this.db
      .select()
      .from(dictItems)
      .where(eq(dictItems.code, code))
      .orderBy(asc(dictItems.orderNum), asc(dictItems.value));
    return rows.map(toItem);
  }

  private async item(id: number): Promise<DictItemRow> {
    const [row] = await this.db.select().from(dictItems).where(eq(dictItems.id, id)).limit(1);
    if (!row) throw notFound('admin.dict_item_not_found');
    return toItem(row);
  }

  async createItem(input: DictItemCreate): Promise<DictItemRow> {
    await this.type(input.code);
    await this.checkValueFree(input.code, input.value, null);
    const [row] = await this.unique(() =>
      this.db
        .insert(dictItems)
        .values({ code: input.code, value: input.value, label: input.label, orderNum: input.order_num })
        .returning(),
    );
    await this.dicts.changed();
    return toItem(row!);
  }

  async updateItem(id: number, input: { value: number; label: string; order_num: number }) {
    const before = await this.item(id);
    await this.checkValueFree(before.code, input.value, id);
    const [row] = await this.unique(() =>
      this.db
        .update(dictItems)
        .set({ value: input.value, label: input.label, orderNum: input.order_num })
        .where(eq(dictItems.id, id))
        .returning(),
    );
    await this.dicts.changed();
    return { before, after: toItem(row!) };
  }

  async removeItem(id: number): Promise<DictItemRow> {
    const before = await this.item(id);
    await this.db.delete(dictItems).where(eq(dictItems.id, id));
    await this.dicts.changed();
    return before;
  }

  /** A value is unique within its dictionary (the number a form stores). */
  private async checkValueFree(code: string, value: number, exceptId: number | null): Promise<void> {
    const [clash] = await this.db
      .select({ id: dictItems.id })
      .from(dictItems)
      .where(and(eq(dictItems.code, code), eq(dictItems.value, value)))
      .limit(1);
    if (clash && clash.id !== exceptId) throw conflict('admin.dict_value_exists');
  }

  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict('admin.dict_value_exists');
      throw error;
    }
  }
}
