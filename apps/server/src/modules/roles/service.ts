// Roles: their names, permission strings and menus. A change reaches signed-in users on their next call.
import { type AdminRole, ALL_PERMISSION, type Role, type RoleUpdate } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { Db } from '@/db/client.ts';
import { menus, roleMenus } from '@/db/schema/menus.ts';
import { roles } from '@/db/schema/users.ts';
import { badRequest, conflict, notFound } from '@/lib/errors.ts';
import { refusing } from '@/lib/pg-errors.ts';
import type { MenuService } from '@/modules/menus/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly menus: MenuService,
  ) {}

  async list(_actor?: Actor): Promise<AdminRole[]> {
    const [rows, grants] = await Promise.all([
      this.db.select().from(roles).orderBy(asc(roles.orderNum), asc(roles.key)),
      this.db.select().from(roleMenus).orderBy(asc(roleMenus.menuId)),
    ]);
    return rows.map((r) => ({
      key: r.key as Role,
      name: r.name,
      name_en: r.nameEn,
      permissions: r.permissions,
      menu_ids: grants.filter((g) => g.role === r.key).map((g) => g.menuId),
      order_num: r.orderNum,
    }));
  }

  private async find(key: Role): Promise<AdminRole> {
    const role = (await this.list()).find((r) => r.key === key);
    if (!role) throw notFound('admin.role_not_found');
    return role;
  }

  async update(actor: Actor, { key }: { key: Role }, input: RoleUpdate): Promise<AdminRole> {
    const before = await this.find(key);
    // Without the wildcard nobody could reach this editor again to undo the change.
    if (key === 'admin' && !input.permissions.includes(ALL_PERMISSION)) throw conflict('admin.role_admin_locked');
    await this.db
      .update(roles)
      .set({ name: input.name, nameEn: input.name_en, permissions: input.permissions })
      .where(eq(roles.key, key));
    // Permissions live in every holder's cached profile; a role may have thousands of holders.
    await this.profiles.changedAll();
    const after = await this.find(key);
    actor.audit({ action: 'role.update', targetType: 'role', targetId: key, before, after });
    return after;
  }

  /**
   * Grants exactly these menus. A checked child implies its parents (a tree's half-checked nodes), so every
   * ancestor is granted too; otherwise the child could never show.
   */
  async setMenus(actor: Actor, { key }: { key: Role }, menuIds: number[]): Promise<AdminRole> {
    const before = await this.find(key);
    const all = await this.db.select({ id: menus.id, parentId: menus.parentId }).from(menus);
    const parentOf = new Map(all.map((m) => [m.id, m.parentId]));
    if (menuIds.some((id) => !parentOf.has(id))) throw badRequest('admin.role_menu_unknown');
    const granted = new Set<number>();
    for (const id of menuIds) {
      for (let at: number | null | undefined = id; at != null && !granted.has(at); at = parentOf.get(at)) {
        granted.add(at);
      }
    }
    const grant = () =>
      this.db.transaction(async (tx) => {
        await tx.delete(roleMenus).where(eq(roleMenus.role, key));
        if (granted.size) await tx.insert(roleMenus).values([...granted].map((menuId) => ({ role: key, menuId })));
      });
    // A menu deleted meanwhile by another administrator.
    await refusing(grant, { foreignKey: badRequest('admin.role_menu_unknown') });
    await this.menus.changed();
    const after = await this.find(key);
    actor.audit({ action: 'role.menus', targetType: 'role', targetId: key, before, after });
    return after;
  }
}
