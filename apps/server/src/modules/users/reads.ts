// What other domains read of the accounts, without their table: a person's name or login name beside their rows.
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { userSites, users } from '@/db/schema/users.ts';
import type { PersonalDataCipher } from '@/lib/personal-data/index.ts';
import { loginNameIs } from './login-names.ts';

/** The name of the account `id` names (null when none). */
export const userNameOf = (id: Ref) => sql<string | null>`(select u.name from ${users} u where u.id = ${outer(id)})`;

/** The login name as lists show it (a phone login name is stored masked) of the account `id` names. */
export const usernameOf = (id: Ref) =>
  sql<string | null>`(select u.username from ${users} u where u.id = ${outer(id)})`;

/** The ids of the sites the (teacher) account `userId` works for, as a subquery to filter sites by. */
export const siteIdsOfUser = (userId: number) =>
  sql`(select ${userSites.siteId} from ${userSites} where ${userSites.userId} = ${userId})`;

/** The account a login name names (a phone by its keyed hash), as sign-in checks it, or null. */
export async function accountByLoginName(
  db: Db,
  personalData: PersonalDataCipher,
  name: string,
): Promise<{ id: number; passwordHash: string; status: 'active' | 'disabled' } | null> {
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, status: users.status })
    .from(users)
    .where(loginNameIs(personalData, name))
    .limit(1);
  return user ?? null;
}
