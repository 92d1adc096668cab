// Managing portal content of any kind: list, read, write, publish or schedule, pin, order and delete, inside the
// caller's region, each change described for the audit log.
import type { AdminArticleQuery, ContentStatus, OrderBody, Page, PublishBody } from '@etp/contracts';
import { and, asc, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { regions } from '../../db/schema/index.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { regionInScope, scopeCondition } from '../../plugins/scope.ts';
import type { Actor } from './actor.ts';
import type { ArticleColumns, Filters, ManagedKind } from './kinds.ts';
import { dateRangeCondition, keywordCondition, offsetOf, regionCondition, statusCondition } from './queries.ts';

type Kind<Input = unknown> = ManagedKind<never, Input>;
type Row = Record<string, unknown> & { regionName: string | null };
type RegionalInput = { region_code?: string | null | undefined };
export type ContentListQuery = Partial<Omit<AdminArticleQuery, 'page' | 'size'>> &
  Filters & { page: number; size: number };

export class ContentService {
  constructor(private readonly db: Db) {}

  private inScope(kind: Kind, actor: Actor) {
    return scopeCondition(actor.scope, { regionCode: kind.cols.regionCode });
  }

  /** An item inside the caller's region; items elsewhere do not exist for them (404, not 403). */
  private async find(kind: Kind, actor: Actor, id: number): Promise<Row> {
    const [row] = await this.db
      .select({ ...getTableColumns(kind.table), regionName: regions.name })
      .from(kind.table)
      .leftJoin(regions, eq(regions.code, kind.cols.regionCode))
      .where(and(eq(kind.cols.id, id), this.inScope(kind, actor)))
      .limit(1);
    if (!row) throw notFound('content.not_found');
    return row as Row;
  }

  private view(kind: Kind, row: Row): object {
    return kind.toAdminItem(row as never, row.regionName ?? '', new Date());
  }

  /**
   * The region an item gets. The admin may choose any, or none (everywhere). A regional administrator's items
   * default to their own region and may not be placed outside it.
   */
  private async regionFor(actor: Actor, requested: string | null | undefined, current?: string | null) {
    const own = actor.scope.level === 'region' ? actor.scope.regionCode : null;
    const code = requested !== undefined ? requested : current !== undefined ? current : own;
    if (actor.scope.level !== 'all' && !regionInScope(actor.scope, code))
      throw forbidden('content.region_out_of_scope');
    if (code) {
      const [known] = await this.db.select({ code: regions.code }).from(regions).where(eq(regions.code, code));
      if (!known) throw badRequest('content.region_invalid');
    }
    return code;
  }

  async list(kind: Kind, actor: Actor, query: ContentListQuery): Promise<Page<object>> {
    const { cols } = kind;
    const now = new Date();
    const where = and(
      this.inScope(kind, actor),
      statusCondition(cols, query.status as ContentStatus | undefined, now),
      keywordCondition(kind.search, query.keyword),
      query.category && kind.article ? eq((cols as ArticleColumns).category, query.category) : undefined,
      regionCondition(cols.regionCode, query.region),
      dateRangeCondition(cols.publishAt, query.from, query.to),
      ...kind.filters(query),
    );
    const order = kind.article ? [desc(cols.updatedAt), desc(cols.id)] : [asc(cols.orderNum), asc(cols.id)];
    const [rows, totals] = await Promise.all([
      this.db
        .select({ ...kind.listColumns, regionName: regions.name })
        .from(kind.table)
        .leftJoin(regions, eq(regions.code, cols.regionCode))
        .where(where)
        .orderBy(...order)
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      this.db.select({ n: count() }).from(kind.table).where(where),
    ]);
    return {
      list: rows.map((row) => kind.toAdminListItem(row as never, (row.regionName as string | null) ?? '', now)),
      total: totals[0]?.n ?? 0,
      page: query.page,
      size: query.size,
    };
  }

  async get(kind: Kind, actor: Actor, id: number): Promise<object> {
    return this.view(kind, await this.find(kind, actor, id));
  }

  async create<Input extends RegionalInput>(kind: Kind<Input>, actor: Actor, input: Input): Promise<object> {
    const regionCode = await this.regionFor(actor, input.region_code);
    const [created] = await this.db
      .insert(kind.table)
      .values({ ...kind.values(input), regionCode, status: 'draft', createdBy: actor.userId } as never)
      .returning({ id: kind.cols.id });
    const id = Number(created?.id);
    const after = await this.get(kind, actor, id);
    actor.audit({ action: `${kind.name}.create`, targetType: kind.name, targetId: id, after });
    return after;
  }

  async update<Input extends RegionalInput>(kind: Kind<Input>, actor: Actor, id: number, input: Input) {
    const current = await this.find(kind, actor, id);
    const regionCode = await this.regionFor(actor, input.region_code, current.regionCode as string | null);
    return this.change(kind, actor, id, 'update', { ...kind.values(input), regionCode }, current);
  }

  /** Publishes now, or schedules when publish_at is in the future (it then appears by itself at that time). */
  async publish(kind: Kind, actor: Actor, id: number, body: PublishBody) {
    const current = await this.find(kind, actor, id);
    const now = new Date();
    const at = body?.publish_at ? new Date(body.publish_at) : now;
    const scheduled = at > now;
    return this.change(
      kind,
      actor,
      id,
      scheduled ? 'schedule' : 'publish',
      { status: scheduled ? 'scheduled' : 'published', publishAt: at },
      current,
    );
  }

  async unpublish(kind: Kind, actor: Actor, id: number) {
    return this.change(kind, actor, id, 'unpublish', { status: 'draft' }, await this.find(kind, actor, id));
  }

  async pin(kind: Kind, actor: Actor, id: number, pinned: boolean) {
    const current = await this.find(kind, actor, id);
    return this.change(kind, actor, id, pinned ? 'pin' : 'unpin', { pinned }, current);
  }

  /** Sets order_num of several items at once (a drag-and-drop result); all must be the caller's. */
  async order(kind: Kind, actor: Actor, body: OrderBody): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const item of body.items) {
        const updated = await tx
          .update(kind.table)
          .set({ orderNum: item.order_num, updatedAt: new Date() } as never)
          .where(and(eq(kind.cols.id, item.id), this.inScope(kind, actor)))
          .returning({ id: kind.cols.id });
        if (updated.length === 0) throw notFound('content.not_found');
      }
    });
    actor.audit({ action: `${kind.name}.order`, targetType: kind.name, after: body.items });
  }

  async remove(kind: Kind, actor: Actor, id: number): Promise<void> {
    const before = this.view(kind, await this.find(kind, actor, id));
    await this.db.delete(kind.table).where(eq(kind.cols.id, id));
    actor.audit({ action: `${kind.name}.delete`, targetType: kind.name, targetId: id, before });
  }

  private async change(
    kind: Kind,
    actor: Actor,
    id: number,
    verb: string,
    values: Record<string, unknown>,
    current: Row,
  ): Promise<object> {
    await this.db
      .update(kind.table)
      .set({ ...values, updatedAt: sql`now()` } as never)
      .where(eq(kind.cols.id, id));
    const after = await this.get(kind, actor, id);
    actor.audit({
      action: `${kind.name}.${verb}`,
      targetType: kind.name,
      targetId: id,
      before: this.view(kind, current),
      after,
    });
    return after;
  }
}
