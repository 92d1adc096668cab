// China's division codes as a tree read level by level; regional administrators see their own subtree only.
import { type RegionCreate, type RegionRow, regionPrefix } from '@etp/contracts';
import { and, asc, eq, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { regions } from '@/db/schema/regions.ts';
import { badRequest, conflict, forbidden, notFound } from '@/lib/errors.ts';
import { refusing } from '@/lib/pg-errors.ts';
import type { Actor } from '@/plugins/actor.ts';
import { regionInScope, type Scope, scopeCondition } from '@/plugins/scope.ts';

type Level = RegionRow['level'];

/** The level a division code names: xx0000 province, xxxx00 city, anything else area. */
export function levelOf(code: string): Level {
  if (/^\d{2}0000$/.test(code)) return 'province';
  if (/^\d{4}00$/.test(code)) return 'city';
  return 'area';
}

type RegionDbRow = typeof regions.$inferSelect;
/** A region as the API shows it. */
const toOut = (r: RegionDbRow) => ({ code: r.code, name: r.name, level: r.level, parent_code: r.parentCode });

// Written out: Drizzle leaves columns unqualified in a one-table select, which would bind to the inner alias.
const children = sql<boolean>`exists (select 1 from "regions" "child" where "child"."parent_code" = "regions"."code")`;

export class RegionService {
  constructor(private readonly db: Db) {}

  /**
   * One level of the tree: the children of `parent`, or the top (provinces for an administrator, the
   * administrator's own region for a regional one), always cut to the caller's scope.
   */
  async level(scope: Scope, parent: string | undefined): Promise<RegionRow[]> {
    if (scope.level !== 'all' && scope.level !== 'region') return [];
    let where: SQL | undefined;
    if (parent) where = eq(regions.parentCode, parent);
    else if (scope.level === 'region') where = eq(regions.code, scope.regionCode);
    else where = isNull(regions.parentCode);
    if (scope.level === 'region') where = and(where, like(regions.code, `${scope.prefix}%`));
    const rows = await this.db
      .select({
        code: regions.code,
        name: regions.name,
        level: regions.level,
        parent_code: regions.parentCode,
        has_children: children,
      })
      .from(regions)
      .where(where)
      .orderBy(asc(regions.code));
    return rows.map((r) => ({ ...r, has_children: Boolean(r.has_children) }));
  }

  private async find(code: string) {
    const [row] = await this.db.select().from(regions).where(eq(regions.code, code)).limit(1);
    if (!row) throw notFound('admin.region_not_found');
    return row;
  }

  /** The code must fit its parent: a city starts with its province's 2 digits, an area with its city's 4. */
  async create(actor: Actor, input: RegionCreate) {
    const level = levelOf(input.code);
    if (level === 'province' ? input.parent_code !== null : input.parent_code === null) {
      throw badRequest('admin.region_parent_mismatch');
    }
    if (input.parent_code) {
      const parent = await this.find(input.parent_code).catch(() => {
        throw badRequest('admin.region_not_found');
      });
      const fits =
        levelOf(parent.code) !== 'area' &&
        input.code.startsWith(regionPrefix(parent.code)) &&
        // A city belongs to a province; an area to a city, or to a province directly (directly-governed counties).
        (level === 'city' ? parent.level === 'province' : true);
      if (!fits) throw badRequest('admin.region_parent_mismatch');
    }
    const insert = () =>
      this.db
        .insert(regions)
        .values({ code: input.code, name: input.name, level, parentCode: input.parent_code })
        .returning();
    const [row] = await refusing(insert, { unique: conflict('admin.region_exists') });
    const after = toOut(row!);
    actor.audit({ action: 'region.create', targetType: 'region', targetId: after.code, after });
    return after;
  }

  /** Renames a region (its code is its identity). */
  async update(actor: Actor, { code }: { code: string }, { name }: { name: string }) {
    const before = toOut(await this.find(code));
    const [row] = await this.db.update(regions).set({ name }).where(eq(regions.code, code)).returning();
    const after = toOut(row!);
    actor.audit({ action: 'region.update', targetType: 'region', targetId: code, before, after });
    return after;
  }

  /** A region with sub-regions, or one that users, institutions or messages point at, stays. */
  async remove(actor: Actor, { code }: { code: string }): Promise<void> {
    const before = await this.find(code);
    const [child] = await this.db
      .select({ code: regions.code })
      .from(regions)
      .where(eq(regions.parentCode, code))
      .limit(1);
    if (child) throw conflict('admin.region_has_children');
    await refusing(() => this.db.delete(regions).where(eq(regions.code, code)), {
      foreignKey: conflict('admin.region_in_use'),
    });
    actor.audit({ action: 'region.delete', targetType: 'region', targetId: code, before: toOut(before) });
  }

  /** The regions inside the caller's scope, for an export. */
  async exportRows(scope: Scope) {
    return this.db
      .select()
      .from(regions)
      .where(scopeCondition(scope, { regionCode: regions.code }))
      .orderBy(asc(regions.code));
  }

  /** One level below `parent` for an administrator; a parent outside a regional one's subtree (a city above it is
   * outside too) is refused. */
  async list(actor: Actor, { parent }: { parent?: string | undefined }): Promise<RegionRow[]> {
    if (parent && actor.scope.level !== 'all' && !regionInScope(actor.scope, parent)) {
      throw forbidden('admin.region_outside_scope');
    }
    return this.level(actor.scope, parent);
  }
}
