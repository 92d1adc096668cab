// The signed-in user's profile as the platform caches it (core/profiles.ts): the account with its roles in order and
// the permissions each grants, read for a group of users in one statement.
import { roleSchema } from '@etp/contracts';
import { eq, sql } from 'drizzle-orm';
import type { ProfileLoader, UserProfile } from '@/core/profiles.ts';
import { anyOf } from '@/db/any-of.ts';
import type { Db } from '@/db/client.ts';
import { userRoles, users } from '@/db/schema/users.ts';
import { rolePermissionsOf } from '@/modules/roles/index.ts';

export function profileLoader(db: Db): ProfileLoader {
  return async (ids) => {
    const found = await db
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
          json_agg(json_build_object('role', ${userRoles.role}, 'permissions', ${rolePermissionsOf(userRoles.role)})
            order by ${userRoles.position}) filter (where ${userRoles.role} is not null),
          '[]')`,
      })
      .from(users)
      .leftJoin(userRoles, eq(userRoles.userId, users.id))
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
  };
}
