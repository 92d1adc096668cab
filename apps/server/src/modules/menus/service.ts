// A role's menu tree (RuoYi's sys_menu + sys_role_menu), cached per role and dropped on any menu change.
import type { MenuItem, Role } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { menus, roleMenus } from '@/db/schema/menus.ts';
import { badRequest } from '@/lib/errors.ts';
import { LocalCache } from '@/lib/local-cache.ts';
import { refusing } from '@/lib/pg-errors.ts';
import { ChangeChannel } from '@/lib/shared-cache.ts';
import type { SharedState } from '@/lib/shared-state.ts';

const CHANGED_CHANNEL = 'menus-changed';
type MenuRow = typeof menus.$inferSelect;

export class MenuService {
  private readonly cache = new LocalCache<MenuItem[]>(300_000, 100);
  /** Whole response bodies per role and variant (the language of msg): users/menu is on every page load. */
  private readonly bodies = new LocalCache<Buffer>(300_000, 100);
  /** Bumped on every change, so a load that raced a change is not cached. */
  private generation = 0;

  private readonly changes: ChangeChannel;

  constructor(
    private readonly db: Db,
    state: SharedState,
  ) {
    this.changes = new ChangeChannel(state, CHANGED_CHANNEL, () => {
      this.generation++;
      this.cache.clear();
      this.bodies.clear();
    });
  }

  start(): Promise<void> {
    return this.changes.listen();
  }

  /**
   * The serialised response body for a role's menu, built once per role and variant with the given serialiser
   * (the route's, so tests still check it against the response schema) and dropped with the menu cache.
   */
  async bodyForRole(role: Role, variant: string, serialize: (tree: MenuItem[]) => string): Promise<Buffer> {
    const key = `${role}\u0000${variant}`;
    const cached = this.bodies.get(key);
    if (cached) return cached;
    const generation = this.generation;
    const body = Buffer.from(serialize(await this.forRole(role)));
    if (generation === this.generation) this.bodies.set(key, body);
    return body;
  }

  async forRole(role: Role): Promise<MenuItem[]> {
    const cached = this.cache.get(role);
    if (cached) return cached;
    const generation = this.generation;
    const rows = await this.db
      .select({ menu: menus })
      .from(roleMenus)
      .innerJoin(menus, eq(roleMenus.menuId, menus.id))
      .where(eq(roleMenus.role, role))
      .orderBy(asc(menus.orderNum), asc(menus.id));
    const tree = buildTree(rows.map((r) => r.menu));
    if (generation === this.generation) this.cache.set(role, tree);
    return tree;
  }

  /** Call after any change to menus or role menus: users see it on their next menu load. */
  changed(): Promise<void> {
    return this.changes.announce();
  }

  /** The menus each role is granted (by role key, ids in ascending order), for the role editor. */
  async idsByRole(): Promise<Map<string, number[]>> {
    const grants = await this.db.select().from(roleMenus).orderBy(asc(roleMenus.menuId));
    const byRole = new Map<string, number[]>();
    for (const g of grants) byRole.set(g.role, [...(byRole.get(g.role) ?? []), g.menuId]);
    return byRole;
  }

  /**
   * Grants a role exactly these menus (400 admin.role_menu_unknown for a menu that does not exist). A checked child
   * implies its parents (a tree's half-checked nodes), so every ancestor is granted too; otherwise the child could
   * never show.
   */
  async grant(role: Role, menuIds: number[]): Promise<void> {
    const all = await this.db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
    const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
    if (menuIds.some((id) => !parentOf.has(id))) throw badRequest('admin.role_menu_unknown');
    const granted = new Set<number>();
    for (const id of menuIds) {
      for (let at: number | null | undefined = id; at != null && !granted.has(at); at = parentOf.get(at)) {
        granted.add(at);
      }
    }
    const write = () =>
      this.db.transaction(async (tx) => {
        await tx.delete(roleMenus).where(eq(roleMenus.role, role));
        if (granted.size) await tx.insert(roleMenus).values([...granted].map((menuId) => ({ role, menuId })));
      });
    // A menu deleted meanwhile by another administrator.
    await refusing(write, { foreignKey: badRequest('admin.role_menu_unknown') });
    await this.changed();
  }
}

/** What a menu item shows, in the user's menu and in the editor. */
export function menuFields(row: MenuRow) {
  return {
    path: row.path,
    component: row.component,
    title: row.title,
    title_en: row.titleEn,
    icon: row.icon,
    visible: row.visible,
    keepalive: row.keepalive,
    breadcrumb: row.breadcrumb,
    active_menu: row.activeMenu,
  };
}

/** Builds the nested tree; an item whose parent the role cannot see is dropped with its parent. */
export function buildTree(rows: MenuRow[]): MenuItem[] {
  const byParent = new Map<number | null, MenuRow[]>();
  const ids = new Set(rows.map((r) => r.id));
  for (const row of rows) {
    const parent = row.parentId !== null && ids.has(row.parentId) ? row.parentId : row.parentId === null ? null : -1;
    if (parent === -1) continue;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(row);
    byParent.set(parent, siblings);
  }
  const toItem = (row: MenuRow): MenuItem => ({
    ...menuFields(row),
    children: (byParent.get(row.id) ?? []).map(toItem),
  });
  return (byParent.get(null) ?? []).map(toItem);
}
