// Creating the first administrator account (used by `npm run create-admin`).
import { usernameKey } from '@etp/contracts';
import { and, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { userRoles, users } from '@/db/schema/users.ts';
import { hashPassword } from '@/lib/password.ts';
import { isPhoneLoginName } from '@/lib/personal-data/index.ts';

export const ADMIN_MIN_PASSWORD_LENGTH = 12;

export async function createAdmin(
  db: Db,
  input: { username: string; name: string; password: string },
): Promise<number> {
  const username = input.username.normalize('NFKC').trim();
  if (!/^[A-Za-z0-9_.-]{3,32}$/.test(username)) {
    throw new Error('the username must be 3-32 letters, digits, dot, dash or underscore');
  }
  // A phone as login name is stored only encrypted and hashed (lib/personal-data/phones.ts): not for the first admin.
  if (isPhoneLoginName(username)) throw new Error('the username must not be a mobile number');
  if (input.password.length < ADMIN_MIN_PASSWORD_LENGTH) {
    throw new Error(`the password must have at least ${ADMIN_MIN_PASSWORD_LENGTH} characters`);
  }
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = ${usernameKey(username)}`, isNull(users.loginPhoneHash)))
    .limit(1);
  if (taken) throw new Error(`the username "${username}" is already taken`);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username, name: input.name.trim() || username, passwordHash })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: user!.id, role: 'admin', position: 0 });
    return user!.id;
  });
}
