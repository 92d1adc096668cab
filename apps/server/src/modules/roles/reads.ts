// What other domains read of the roles, without their table: the permissions a role grants beside their rows.
import { sql } from 'drizzle-orm';
import { outer, type Ref } from '@/db/refs.ts';
import { roles } from '@/db/schema/roles.ts';

/** The permission strings the role `key` names grants (null when no such role). */
export const rolePermissionsOf = (key: Ref) =>
  sql<string[] | null>`(select r.permissions from ${roles} r where r.key = ${outer(key)})`;
