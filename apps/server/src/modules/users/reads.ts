// What other domains read of the accounts, without their table: a person's name or login name beside their rows.
import { type AnyColumn, and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client.ts';
import { outer, type Ref } from '@/db/refs.ts';
import { userRoles, userSites, users } from '@/db/schema/users.ts';
import { keywordCondition, likePattern } from '@/lib/like.ts';
import { loginNameColumns, maskIdCard, type PersonalDataCipher, phoneColumns } from '@/lib/personal-data/index.ts';
import { institutionNameOf } from '@/modules/institutions/index.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import { loginNameIs, phoneKeyword } from './login-names.ts';

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

/** Whether the account `id` names has a login name matching the keyword (as `keywordCondition`; none: no condition). */
export const usernameMatches = (id: Ref, keyword: string | undefined): SQL | undefined =>
  keyword
    ? sql`${outer(id)} in (select u.id from ${users} u where u.username ilike ${likePattern(keyword)})`
    : undefined;

/** An account with the names of its institution and region (a personal centre shows them), or null. */
export async function accountWithPlace(db: Db, userId: number) {
  const [row] = await db
    .select({
      user: users,
      institutionName: institutionNameOf(users.institutionId),
      regionName: regionNameOf(users.regionCode),
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Changes the personal details a person edits in their own centre (name, phone, intro, and the avatar if given). */
export async function updateOwnDetails(
  db: Db,
  personalData: PersonalDataCipher,
  userId: number,
  change: { name: string; phone: string; intro: string; avatar?: string | undefined },
): Promise<void> {
  await db
    .update(users)
    .set({
      name: change.name,
      ...phoneColumns(personalData, change.phone),
      intro: change.intro,
      ...(change.avatar !== undefined ? { avatar: change.avatar } : {}),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
}

/** The active trainers of an institution ({ id, name }), by id: whom a teacher may put on a class. */
export function activeTrainersOf(db: Db, institutionId: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'trainer')))
    .where(and(eq(users.institutionId, institutionId), eq(users.status, 'active')))
    .orderBy(asc(users.id));
}

/** Those of these accounts that are trainers of the institution `institutionId` (their ids). */
export async function trainerIdsAmong(db: Db, ids: number[], institutionId: number): Promise<number[]> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, 'trainer')))
    .where(and(inArray(users.id, ids), eq(users.institutionId, institutionId)));
  return found.map((u) => u.id);
}

/** The masked ID number of the account `id` names. */
export const idCardMaskedOf = (id: Ref) =>
  sql<string | null>`(select u.id_card_masked from ${users} u where u.id = ${outer(id)})`;

/** The masked contact phone of the account `id` names. */
export const phoneMaskedOf = (id: Ref) =>
  sql<string | null>`(select u.phone_masked from ${users} u where u.id = ${outer(id)})`;

/**
 * Whether the account `id` names matches a list keyword: its name or login name, or a whole mobile number as its phone
 * or login name (none: no condition).
 */
export function accountMatches(
  id: Ref,
  personalData: PersonalDataCipher,
  keyword: string | undefined,
): SQL | undefined {
  const match = or(keywordCondition([users.name, users.username], keyword), phoneKeyword(personalData, keyword));
  return match ? sql`${outer(id)} in (select ${users.id} from ${users} where ${match})` : undefined;
}

/** The encrypted contact phone of an account (null: none or no account). */
export async function phoneCipherOf(db: Db, userId: number): Promise<string | null> {
  const [found] = await db.select({ phoneCipher: users.phoneCipher }).from(users).where(eq(users.id, userId));
  return found?.phoneCipher ?? null;
}

/** Whether an account signs in with this login name already. */
export async function loginNameTaken(db: Db | Tx, personalData: PersonalDataCipher, name: string): Promise<boolean> {
  const [taken] = await db.select({ id: users.id }).from(users).where(loginNameIs(personalData, name)).limit(1);
  return taken !== undefined;
}

/**
 * Makes a student's account (in the caller's transaction): the phone is the login name, the initial password must be
 * changed at the first sign-in, and the only role is student. Its id.
 */
export async function createStudentAccount(
  tx: Tx,
  personalData: PersonalDataCipher,
  person: {
    phone: string;
    name: string;
    idCard: string;
    passwordHash: string;
    regionCode: string | null;
    institutionId: number | null;
  },
): Promise<number | null> {
  const [created] = await tx
    .insert(users)
    .values({
      ...loginNameColumns(personalData, person.phone),
      passwordHash: person.passwordHash,
      mustChangePassword: 1,
      name: person.name,
      ...phoneColumns(personalData, person.phone),
      idCardMasked: maskIdCard(person.idCard),
      regionCode: person.regionCode,
      institutionId: person.institutionId,
    })
    .returning({ id: users.id });
  if (!created) return null;
  await tx.insert(userRoles).values({ userId: created.id, role: 'student', position: 0 });
  return created.id;
}

/** The institution of the account `id` names (null when none). */
export const userInstitutionOf = (id: Ref) =>
  sql<number | null>`(select u.institution_id from ${users} u where u.id = ${outer(id)})`;

/** Whether the account `id` names passed a face comparison (users.is_compare: 0 or 1; null when no account). */
export const faceVerifiedOf = (id: Ref) =>
  sql<number | null>`(select u.is_compare from ${users} u where u.id = ${outer(id)})`;

/** Whether the account has passed a face comparison (is_compare = 1). */
export async function isFaceVerified(db: Db | Tx, userId: number): Promise<boolean> {
  const [found] = await db.select({ isCompare: users.isCompare }).from(users).where(eq(users.id, userId));
  return found?.isCompare === 1;
}

/** Records whether the account passed a face comparison (the face module's verdict), in the caller's transaction. */
export async function markFaceVerified(db: Db | Tx, userId: number, verified: boolean): Promise<void> {
  const isCompare = verified ? 1 : 0;
  await db
    .update(users)
    .set({ isCompare })
    .where(and(eq(users.id, userId), sql`${users.isCompare} <> ${isCompare}`));
}

/**
 * The first account ({ id, name }, by id) the caller's condition on the account's id holds for, active ones only when
 * asked, with one value of the caller's beside it (`extra`, on the account's id); null when none.
 */
export async function firstAccountWhere<T = null>(
  db: Db,
  options: { where: (id: AnyColumn) => SQL | undefined; active?: boolean; extra?: (id: AnyColumn) => SQL<T> },
): Promise<{ id: number; name: string; extra: T | null } | null> {
  const [found] = await db
    .select({ id: users.id, name: users.name, extra: options.extra ? options.extra(users.id) : sql<null>`null` })
    .from(users)
    .where(and(options.where(users.id), options.active ? eq(users.status, 'active') : undefined))
    .orderBy(asc(users.id))
    .limit(1);
  return found ?? null;
}
