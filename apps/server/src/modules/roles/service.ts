// Roles: their names, permission strings and menus. A change reaches signed-in users on their next call.
import { type AdminRole, ALL_PERMISSION, type Role, type RoleUpdate } from '@etp/contracts';
import { asc, eq } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { Db } from '@/db/client.ts';
import { roles } from '@/db/schema/roles.ts';
import { conflict, notFound } from '@/lib/errors.ts';
import type { MenuService } from '@/modules/menus/index.ts';
import type { Actor } from '@/plugins/actor.ts';

export class RoleService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly menus: Pick<MenuService, 'idsByRole' | 'grant'>,
  ) {}

  async list(_actor?: Actor): Promise<AdminRole[]> {
    const [rows, grants] = await Promise.all([
      this.db.select().from(roles).orderBy(asc(roles.orderNum), asc(roles.key)),
      this.menus.idsByRole(),
    ]);
    return rows.map((r) => ({
      key: r.key as Role,
      name: r.name,
      name_en: r.nameEn,
      permissions: r.permissions,
      menu_ids: grants.get(r.key) ?? [],
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

  /** Grants exactly these menus and their ancestors (the menus module's rule). */
  async setMenus(actor: Actor, { key }: { key: Role }, menuIds: number[]): Promise<AdminRole> {
    const before = await this.find(key);
    await this.menus.grant(key, menuIds);
    const after = await this.find(key);
    actor.audit({ action: 'role.menus', targetType: 'role', targetId: key, before, after });
    return after;
  }
}
