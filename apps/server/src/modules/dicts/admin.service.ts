// Dictionary administration: types and their items; every change drops the lookup cache on every instance.
import {
  DICT_CODES,
  type DictItemCreate,
  type DictItemRow,
  type DictTypeCreate,
  type DictTypeRow,
  type Page,
} from '@etp/contracts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { dictItems, dictTypes } from '@/db/schema/dicts.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import { keywordCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { refusing } from '@/lib/pg-errors.ts';
import type { Actor } from '@/plugins/actor.ts';
import type { DictService } from './service.ts';

type ItemRow = typeof dictItems.$inferSelect;
const toItem = (i: ItemRow): DictItemRow => ({
  id: i.id,
  code: i.code,
  value: i.value,
  label: i.label,
  label_en: i.labelEn,
  order_num: i.orderNum,
});

/** The columns of a type's fields (the code only when given, on create). */
function typeValues<T extends { name: string; name_en: string; remark: string; code?: string }>(input: T) {
  const { name_en, ...rest } = input;
  return { ...rest, nameEn: name_en };
}

const toType = (row: typeof dictTypes.$inferSelect) => ({
  code: row.code,
  name: row.name,
  name_en: row.nameEn,
  remark: row.remark,
});

/** A dictionary type by its code, or 404. */
async function typeOf(db: Db, code: string) {
  const [row] = await db.select().from(dictTypes).where(eq(dictTypes.code, code)).limit(1);
  if (!row) throw notFound('dict.not_found');
  return row;
}

/** The dictionary types: code, name and remark. */
export class DictTypeAdmin {
  constructor(
    private readonly db: Db,
    private readonly dicts: DictService,
  ) {}

  async list(_actor: Actor, query: PageRequest & { keyword?: string }): Promise<Page<DictTypeRow>> {
    const where = keywordCondition([dictTypes.code, dictTypes.name], query.keyword);
    const rows = this.db
      .select({
        code: dictTypes.code,
        name: dictTypes.name,
        nameEn: dictTypes.nameEn,
        remark: dictTypes.remark,
        itemCount: count(dictItems.id),
      })
      .from(dictTypes)
      .leftJoin(dictItems, eq(dictItems.code, dictTypes.code))
      .where(where)
      .groupBy(dictTypes.code)
      .orderBy(asc(dictTypes.code))
      .$dynamic();
    return paginate(query, rows, this.db.select({ n: count() }).from(dictTypes).where(where), (found) =>
      found.map((r) => ({ code: r.code, name: r.name, name_en: r.nameEn, remark: r.remark, item_count: r.itemCount })),
    );
  }

  async create(actor: Actor, input: DictTypeCreate) {
    const [after] = await refusing(() => this.db.insert(dictTypes).values(typeValues(input)).returning(), {
      unique: conflict('admin.dict_type_exists'),
    });
    await this.dicts.changed();
    actor.audit({ action: 'dict_type.create', targetType: 'dict_type', targetId: after!.code, after });
    return toType(after!);
  }

  async update(actor: Actor, { code }: { code: string }, input: { name: string; name_en: string; remark: string }) {
    const before = await typeOf(this.db, code);
    const [after] = await this.db.update(dictTypes).set(typeValues(input)).where(eq(dictTypes.code, code)).returning();
    await this.dicts.changed();
    actor.audit({ action: 'dict_type.update', targetType: 'dict_type', targetId: code, before, after });
    return toType(after!);
  }

  /** Deletes a type with its items; the dictionaries the survey reads are kept. */
  async remove(actor: Actor, { code }: { code: string }): Promise<void> {
    const before = await typeOf(this.db, code);
    if ((DICT_CODES as readonly string[]).includes(code)) throw conflict('admin.dict_type_system');
    await this.db.delete(dictTypes).where(eq(dictTypes.code, code));
    await this.dicts.changed();
    actor.audit({ action: 'dict_type.delete', targetType: 'dict_type', targetId: code, before });
  }
}

/** A dictionary's items: a number (unique in its dictionary), its label and its place in the list. */
export class DictItemAdmin {
  constructor(
    private readonly db: Db,
    private readonly dicts: DictService,
  ) {}

  async list(_actor: Actor, { code }: { code: string }): Promise<DictItemRow[]> {
    await typeOf(this.db, code);
    return (await this.rows(code)).map(toItem);
  }

  /** The items of one dictionary or of all, in order (also for an export). */
  rows(code: string | undefined) {
    return this.db
      .select()
      .from(dictItems)
      .where(code ? eq(dictItems.code, code) : undefined)
      .orderBy(asc(dictItems.code), asc(dictItems.orderNum), asc(dictItems.value));
  }

  private async item(id: number): Promise<DictItemRow> {
    const [row] = await this.db.select().from(dictItems).where(eq(dictItems.id, id)).limit(1);
    if (!row) throw notFound('admin.dict_item_not_found');
    return toItem(row);
  }

  async create(actor: Actor, input: DictItemCreate): Promise<DictItemRow> {
    await typeOf(this.db, input.code);
    await this.checkValueFree(input.code, input.value, null);
    const [row] = await this.unique(() =>
      this.db
        .insert(dictItems)
        .values({
          code: input.code,
          value: input.value,
          label: input.label,
          labelEn: input.label_en,
          orderNum: input.order_num,
        })
        .returning(),
    );
    await this.dicts.changed();
    const after = toItem(row!);
    actor.audit({ action: 'dict_item.create', targetType: 'dict_item', targetId: after.id, after });
    return after;
  }

  async update(
    actor: Actor,
    { id }: { id: number },
    input: { value: number; label: string; label_en: string; order_num: number },
  ) {
    const before = await this.item(id);
    await this.checkValueFree(before.code, input.value, id);
    const [row] = await this.unique(() =>
      this.db
        .update(dictItems)
        .set({ value: input.value, label: input.label, labelEn: input.label_en, orderNum: input.order_num })
        .where(eq(dictItems.id, id))
        .returning(),
    );
    await this.dicts.changed();
    const after = toItem(row!);
    actor.audit({ action: 'dict_item.update', targetType: 'dict_item', targetId: id, before, after });
    return after;
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.item(id);
    await this.db.delete(dictItems).where(eq(dictItems.id, id));
    await this.dicts.changed();
    actor.audit({ action: 'dict_item.delete', targetType: 'dict_item', targetId: id, before });
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

  /** Two saves of the same value racing past checkValueFree. */
  private unique<T>(write: () => Promise<T>): Promise<T> {
    return refusing(write, { unique: conflict('admin.dict_value_exists') });
  }
}
