// Managing portal content of any kind: list, read, write, publish or schedule, pin, order and delete, inside the
// caller's region, each change described for the audit log.
import type { AdminArticleQuery, ContentStatus, OrderBody, Page, PublishBody } from '@etp/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { notFound } from '@/lib/errors.ts';
import { keywordCondition, regionCondition } from '@/lib/like.ts';
import { type PageRequest, paginate } from '@/lib/paginate.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type RegionRule, regionToStore, scopeCondition } from '@/plugins/scope.ts';
import type { Filters, KindValues, ManagedKind, ManagedRow } from './kinds.ts';
import { dateRangeCondition, statusCondition } from './queries.ts';

type RegionalInput = { region_code?: string | null | undefined };
/** A kind whatever its input and answers (operations that neither write an input nor answer an item). */
type AnyKind = ManagedKind<never, unknown, unknown>;
export type ContentListQuery = Partial<Omit<AdminArticleQuery, 'page' | 'size'>> & Filters & PageRequest;

/**
 * The admin may place an item in any region, or none (everywhere). A regional administrator's items default to
 * their own region and may not be placed outside it.
 */
const PLACEMENT: RegionRule = { outside: 'content.region_out_of_scope', unknown: 'content.region_invalid' };

/** What a change writes besides the stamp: an input's values with the region, a status, or the pin. */
type Change =
  | (KindValues & { regionCode: string | null })
  | { status: ContentStatus; publishAt?: Date }
  | { pinned: boolean };

export class ContentService {
  constructor(private readonly db: Db) {}

  /** One kind's items as a back-office resource. */
  of<Input extends RegionalInput, Item, ListItem>(kind: ManagedKind<Input, Item, ListItem>) {
    return {
      list: (actor: Actor, query: ContentListQuery) => this.list(kind, actor, query),
      get: (actor: Actor, { id }: { id: number }) => this.get(kind, actor, id),
      create: (actor: Actor, input: Input) => this.create(kind, actor, input),
      update: (actor: Actor, { id }: { id: number }, input: Input) => this.update(kind, actor, id, input),
      remove: (actor: Actor, { id }: { id: number }) => this.remove(kind, actor, id),
    };
  }

  private inScope(kind: AnyKind, actor: Actor) {
    return scopeCondition(actor.scope, { regionCode: kind.table.regionCode });
  }

  private withRegionName(kind: AnyKind) {
    return this.db
      .select({ item: kind.table, regionName: regionNameOf(kind.table.regionCode) })
      .from(kind.table)
      .$dynamic();
  }

  /** An item inside the caller's region; items elsewhere do not exist for them (404, not 403). */
  private async find(
    kind: AnyKind,
    actor: Actor,
    id: number,
  ): Promise<{ item: ManagedRow; regionName: string | null }> {
    const [row] = await this.withRegionName(kind)
      .where(and(eq(kind.table.id, id), this.inScope(kind, actor)))
      .limit(1);
    if (!row) throw notFound('content.not_found');
    return row;
  }

  async list<ListItem>(
    kind: ManagedKind<never, unknown, ListItem>,
    actor: Actor,
    query: ContentListQuery,
  ): Promise<Page<ListItem>> {
    const { table } = kind;
    const now = new Date();
    const where = and(
      this.inScope(kind, actor),
      statusCondition(table, query.status, now),
      keywordCondition(kind.search, query.keyword),
      query.category && 'category' in table ? eq(table.category, query.category) : undefined,
      regionCondition(table.regionCode, query.region),
      dateRangeCondition(table.publishAt, query.from, query.to),
      ...kind.filters(query),
    );
    const order = 'pinned' in table ? [desc(table.updatedAt), desc(table.id)] : [asc(table.orderNum), asc(table.id)];
    const rows = this.withRegionName(kind)
      .where(where)
      .orderBy(...order);
    const total = this.db.select({ n: count() }).from(table).where(where);
    return paginate(query, rows, total, (found) =>
      found.map((row) => kind.toAdminListItem(row.item, row.regionName ?? '', now)),
    );
  }

  async get<Item>(kind: ManagedKind<never, Item, unknown>, actor: Actor, id: number): Promise<Item> {
    const { item, regionName } = await this.find(kind, actor, id);
    return kind.toAdminItem(item, regionName ?? '', new Date());
  }

  async create<Input extends RegionalInput, Item>(
    kind: ManagedKind<Input, Item, unknown>,
    actor: Actor,
    input: Input,
  ): Promise<Item> {
    const regionCode = await regionToStore(this.db, actor.scope, { requested: input.region_code }, PLACEMENT);
    const [created] = await this.db
      .insert(kind.table)
      .values({ ...kind.values(input), regionCode, status: 'draft', createdBy: actor.userId })
      .returning({ id: kind.table.id });
    const id = created!.id;
    const after = await this.get(kind, actor, id);
    actor.audit({ action: `${kind.name}.create`, targetType: kind.name, targetId: id, after });
    return after;
  }

  async update<Input extends RegionalInput, Item>(
    kind: ManagedKind<Input, Item, unknown>,
    actor: Actor,
    id: number,
    input: Input,
  ): Promise<Item> {
    const current = await this.find(kind, actor, id);
    const place = { requested: input.region_code, current: current.item.regionCode };
    const regionCode = await regionToStore(this.db, actor.scope, place, PLACEMENT);
    return this.change(kind, actor, id, 'update', { ...kind.values(input), regionCode }, current);
  }

  /** Publishes now, or schedules when publish_at is in the future (it then appears by itself at that time). */
  async publish<Item>(kind: ManagedKind<never, Item, unknown>, actor: Actor, id: number, body: PublishBody) {
    const current = await this.find(kind, actor, id);
    const now = new Date();
    const at = body?.publish_at ? new Date(body.publish_at) : now;
    const scheduled = at > now;
    const change = { status: scheduled ? ('scheduled' as const) : ('published' as const), publishAt: at };
    return this.change(kind, actor, id, scheduled ? 'schedule' : 'publish', change, current);
  }

  async unpublish<Item>(kind: ManagedKind<never, Item, unknown>, actor: Actor, id: number): Promise<Item> {
    return this.change(kind, actor, id, 'unpublish', { status: 'draft' }, await this.find(kind, actor, id));
  }

  async pin<Item>(kind: ManagedKind<never, Item, unknown>, actor: Actor, id: number, pinned: boolean): Promise<Item> {
    const current = await this.find(kind, actor, id);
    return this.change(kind, actor, id, pinned ? 'pin' : 'unpin', { pinned }, current);
  }

  /** Sets order_num of several items at once (a drag-and-drop result); all must be the caller's. */
  async order(kind: AnyKind, actor: Actor, body: OrderBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const item of body.items) {
        const updated = await tx
          .update(kind.table)
          .set({ orderNum: item.order_num, updatedAt: new Date() })
          .where(and(eq(kind.table.id, item.id), this.inScope(kind, actor)))
          .returning({ id: kind.table.id });
        if (updated.length === 0) throw notFound('content.not_found');
      }
    });
    actor.audit({ action: `${kind.name}.order`, targetType: kind.name, after: body.items });
  }

  async remove(kind: AnyKind, actor: Actor, id: number): Promise<void> {
    const { item, regionName } = await this.find(kind, actor, id);
    const before = kind.toAdminItem(item, regionName ?? '', new Date());
    await this.db.delete(kind.table).where(eq(kind.table.id, id));
    actor.audit({ action: `${kind.name}.delete`, targetType: kind.name, targetId: id, before });
  }

  private async change<Item>(
    kind: ManagedKind<never, Item, unknown>,
    actor: Actor,
    id: number,
    verb: string,
    values: Change,
    current: { item: ManagedRow; regionName: string | null },
  ): Promise<Item> {
    await this.db
      .update(kind.table)
      .set({ ...values, updatedAt: sql`now()` })
      .where(eq(kind.table.id, id));
    const after = await this.get(kind, actor, id);
    const before = kind.toAdminItem(current.item, current.regionName ?? '', new Date());
    actor.audit({ action: `${kind.name}.${verb}`, targetType: kind.name, targetId: id, before, after });
    return after;
  }
}
