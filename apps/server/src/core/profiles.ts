// The signed-in user's profile with ordered roles and permissions, cached per user for the hot paths.
import { type Role, roleSchema } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import { anyOf } from '@/db/any-of.ts';
import type { Db } from '@/db/client.ts';
import { roles, userRoles, users } from '@/db/schema/users.ts';
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

  /** The profiles of a group of users, in one statement whatever its size. */
  private async read(ids: number[]): Promise<Map<number, UserProfile>> {
    const found = await this.db
      .select({
        id: users.id,
        username: users.username,
        name: users.name,
        avatar: users.avatar,
        address: users.address,
        isCompare: users.isCompare,
        mustChangePassword: users.mustChangePassword,
        status: users.status,
        regionCode: users.regionCode,
        institutionId: users.institutionId,
        // The roles in order, each with the permissions it grants.
        granted: sql<{ role: string; permissions: string[] }[]>`coalesce(
          json_agg(json_build_object('role', ${userRoles.role}, 'permissions', ${roles.permissions})
            order by ${userRoles.position}) filter (where ${userRoles.role} is not null),
          '[]')`,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
      .leftJoin(roles, eq(roles.key, userRoles.role))
      .where(anyOf(users.id, ids, 'int'))
      .groupBy(users.id);
    return new Map(
      found.map(({ granted, ...user }) => {
        const profile: UserProfile = {
          ...user,
          isCompare: user.isCompare === 1 ? 1 : 0,
          mustChangePassword: user.mustChangePassword === 1 ? 1 : 0,
          roles: granted.map((g) => roleSchema.parse(g.role)),
          permissionsByRole: Object.fromEntries(granted.map((g) => [g.role, g.permissions])),
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
