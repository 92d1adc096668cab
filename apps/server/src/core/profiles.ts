// The signed-in user's profile with ordered roles and permissions, cached per user for the hot paths.
import { type Role, roleSchema } from '@etp/contracts';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { roles, userRoles, users } from '@/db/schema/index.ts';
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
    const [user] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user) return null;
    const granted = await this.db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId))
      .orderBy(asc(userRoles.position));
    const roleKeys = granted.map((g) => roleSchema.parse(g.role));
    const roleRows = roleKeys.length ? await this.db.select().from(roles).where(inArray(roles.key, roleKeys)) : [];
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
      permissionsByRole: Object.fromEntries(roleRows.map((r) => [r.key, r.permissions])),
    };
    this.cache.set(String(userId), profile);
    return profile;
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
