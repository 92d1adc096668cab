// The signed-in user's profile with ordered roles and permissions, cached per user for the hot paths.
import { type Role, roleSchema } from '@etp/contracts';
import { asc, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { roles, userRoles, users } from '@/db/schema/index.ts';
import { GroupRead } from '@/lib/group-read.ts';
import { LocalCache } from '@/lib/local-cache.ts';
import { ChangeChannel } from '@/lib/shared-cache.ts';
import type { SharedState } from '@/lib/shared-state.ts';

const CHANGED_CHANNEL = 'user-changed';
const PROFILE_TTL_MS = 60_000;
const EVERYONE = '*';

export interface UserProfile {
  id: number;
  username: string;
  name: string;
  avatar: string;
  phone: string;
  address: string;
  isCompare: 0 | 1;
  /** 1 while the initial password must be replaced: only 'signed-in' routes answer until then. */
  mustChangePassword?: 0 | 1;
  status: 'active' | 'disabled';
  regionCode: string | null;
  institutionId: number | null;
  /** In order: the first is the routing role. */
  roles: Role[];
  permissionsByRole: Partial<Record<Role, string[]>>;
}

export class ProfileService {
  private readonly cache = new LocalCache<UserProfile>(PROFILE_TTL_MS);
  private readonly changes: ChangeChannel;
  /** Cache misses that arrive while a read is under way go together in the next (a class signing in at once). */
  private readonly reads = new GroupRead<number, UserProfile>((ids) => this.read(ids));

  constructor(
    private readonly db: Db,
    state: SharedState,
  ) {
    this.changes = new ChangeChannel(state, CHANGED_CHANNEL, (id) =>
      id === EVERYONE ? this.cache.clear() : this.cache.delete(id),
    );
  }

  start(): Promise<void> {
    return this.changes.listen();
  }

  async get(userId: number): Promise<UserProfile | null> {
    const cached = this.cache.get(String(userId));
    if (cached) return cached;
    const profile = await this.reads.get(userId);
    if (!profile) return null;
    this.cache.set(String(userId), profile);
    return profile;
  }

  /** The profiles of a group of users: three statements whatever its size. */
  private async read(ids: number[]): Promise<Map<number, UserProfile>> {
    const found = await this.db.select().from(users).where(inArray(users.id, ids));
    if (found.length === 0) return new Map();
    const granted = await this.db
      .select({ userId: userRoles.userId, role: userRoles.role })
      .from(userRoles)
      .where(
        inArray(
          userRoles.userId,
          found.map((u) => u.id),
        ),
      )
      .orderBy(asc(userRoles.userId), asc(userRoles.position));
    const rolesOf = new Map<number, Role[]>();
    for (const g of granted) rolesOf.set(g.userId, [...(rolesOf.get(g.userId) ?? []), roleSchema.parse(g.role)]);
    const keys = [...new Set([...rolesOf.values()].flat())];
    const roleRows = keys.length ? await this.db.select().from(roles).where(inArray(roles.key, keys)) : [];
    return new Map(
      found.map((user) => {
        const roleKeys = rolesOf.get(user.id) ?? [];
        const profile: UserProfile = {
          id: user.id,
          username: user.username,
          name: user.name,
          avatar: user.avatar,
          phone: user.phone,
          address: user.address,
          isCompare: user.isCompare === 1 ? 1 : 0,
          mustChangePassword: user.mustChangePassword === 1 ? 1 : 0,
          status: user.status,
          regionCode: user.regionCode,
          institutionId: user.institutionId,
          roles: roleKeys,
          permissionsByRole: Object.fromEntries(
            roleRows.filter((r) => roleKeys.includes(r.key as Role)).map((r) => [r.key, r.permissions]),
          ),
        };
        return [user.id, profile];
      }),
    );
  }

  /** Call after any change to a user, their roles or role permissions; every instance drops its copy. */
  changed(userId: number): Promise<void> {
    return this.changes.announce(String(userId));
  }

  /** Call after a change that touches many users at once (a role's permissions); every instance drops all copies. */
  changedAll(): Promise<void> {
    return this.changes.announce(EVERYONE);
  }
}
