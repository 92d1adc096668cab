// The menu editor: the whole tree with every field, and changes that every instance sees on the next menu load.
import type { AdminMenu, MenuInput } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { menus, roleMenus } from '@/db/schema/menus.ts';
import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import { refusing } from '@/lib/pg-errors.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type MenuService, menuFields } from './service.ts';

type MenuRow = typeof menus.$inferSelect;
/** One menu without its children (what the audit log keeps). */
export type AdminMenuRow = Omit<AdminMenu, 'children'>;

function toRow(row: MenuRow, roles: string[]): AdminMenuRow {
  return {
    id: row.id,
    parent_id: row.parentId,
    ...menuFields(row),
    permission: row.permission,
    order_num: row.orderNum,
    roles,
  };
}

function toValues(input: MenuInput) {
  return {
    parentId: input.parent_id,
    path: input.path,
    component: input.component,
    title: input.title,
    titleEn: input.title_en,
    icon: input.icon,
    visible: input.visible,
    keepalive: input.keepalive,
    breadcrumb: input.breadcrumb,
    activeMenu: input.active_menu,
    permission: input.permission,
    orderNum: input.order_num,
  };
}

export class MenuAdminService {
  constructor(
    private readonly db: Db,
    private readonly menus: MenuService,
  ) {}

  /** The whole tree with every field. */
  async list(_actor: Actor): Promise<AdminMenu[]> {
    const [rows, grants] = await Promise.all([
      this.db.select().from(menus).orderBy(asc(menus.orderNum), asc(menus.id)),
      this.db.select().from(roleMenus),
    ]);
    const rolesOf = new Map<number, string[]>();
    for (const g of grants) rolesOf.set(g.menuId, [...(rolesOf.get(g.menuId) ?? []), g.role]);
    const byParent = new Map<number | null, MenuRow[]>();
    for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
    const toNode = (row: MenuRow): AdminMenu => ({
      ...toRow(row, rolesOf.get(row.id) ?? []),
      children: (byParent.get(row.id) ?? []).map(toNode),
    });
    return (byParent.get(null) ?? []).map(toNode);
  }

  private async find(id: number): Promise<AdminMenuRow> {
    const [row] = await this.db.select().from(menus).where(eq(menus.id, id)).limit(1);
    if (!row) throw notFound('admin.menu_not_found');
    const grants = await this.db.select({ role: roleMenus.role }).from(roleMenus).where(eq(roleMenus.menuId, id));
    return toRow(
      row,
      grants.map((g) => g.role),
    );
  }

  async create(actor: Actor, input: MenuInput): Promise<AdminMenuRow> {
    if (input.parent_id !== null) await this.checkParent(null, input.parent_id);
    const [row] = await this.guard(() => this.db.insert(menus).values(toValues(input)).returning());
    await this.menus.changed();
    const after = toRow(row!, []);
    actor.audit({ action: 'menu.create', targetType: 'menu', targetId: after.id, after });
    return after;
  }

  async update(actor: Actor, { id }: { id: number }, input: MenuInput): Promise<AdminMenuRow> {
    const before = await this.find(id);
    if (input.parent_id !== null) await this.checkParent(id, input.parent_id);
    await this.guard(() => this.db.update(menus).set(toValues(input)).where(eq(menus.id, id)));
    await this.menus.changed();
    const after = await this.find(id);
    actor.audit({ action: 'menu.update', targetType: 'menu', targetId: id, before, after });
    return after;
  }

  /** Deleting a menu with children is refused: the administrator removes them first, knowingly. */
  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    const before = await this.find(id);
    const [child] = await this.db.select({ id: menus.id }).from(menus).where(eq(menus.parentId, id)).limit(1);
    if (child) throw conflict('admin.menu_has_children');
    await this.db.delete(menus).where(eq(menus.id, id));
    await this.menus.changed();
    actor.audit({ action: 'menu.delete', targetType: 'menu', targetId: id, before });
  }

  /** Every menu, flat, for an export. */
  async exportRows() {
    return this.db.select().from(menus).orderBy(asc(menus.parentId), asc(menus.orderNum), asc(menus.id));
  }

  /** The parent must exist and must not be the menu itself or one of its descendants (no cycles). */
  private async checkParent(id: number | null, parentId: number): Promise<void> {
    const all = await this.db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
    const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
    if (!parentOf.has(parentId)) throw badRequest('admin.menu_parent_not_found');
    if (id === null) return;
    const seen = new Set<number>();
    for (let at: number | null | undefined = parentId; at != null && !seen.has(at); at = parentOf.get(at)) {
      if (at === id) throw badRequest('admin.menu_parent_cycle');
      seen.add(at);
    }
  }

  /** A parent deleted by another administrator meanwhile. */
  private guard<T>(write: () => Promise<T>): Promise<T> {
    return refusing(write, { foreignKey: badRequest('admin.menu_parent_not_found') });
  }
}
