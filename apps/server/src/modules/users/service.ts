// User administration with regional scope and role ceilings (issue 4 "Users"): list, read, create (one or a whole
// import), edit, enable or disable, reset the password and delete; every change described to the audit log.
import {
  type ImportReport,
  MASKED_PHONE,
  type Page,
  type Role,
  type UserCreate,
  type UserListQuery,
  type UserRow,
  type UserUpdate,
  usernameKey,
} from '@etp/contracts';
import { and, asc, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { SessionService } from '@/core/sessions.ts';
import type { Db } from '@/db/client.ts';
import { userRoles, users } from '@/db/schema/users.ts';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '@/lib/errors.ts';
import { keywordCondition, regionCondition } from '@/lib/like.ts';
import { paginate } from '@/lib/paginate.ts';
import { hashPassword } from '@/lib/password.ts';
import {
  isLoginPhoneOf,
  isPhoneLoginName,
  loginNameColumns,
  type PersonalDataCipher,
  phoneColumns,
} from '@/lib/personal-data/index.ts';
import { institutionNameOf, institutionOf } from '@/modules/institutions/index.ts';
import { regionNameOf } from '@/modules/regions/index.ts';
import type { Actor } from '@/plugins/actor.ts';
import { type RegionRule, regionInScope, regionToStore, scopeCondition } from '@/plugins/scope.ts';
import { mayGrant, mayManage } from './ceilings.ts';
import { importUsers } from './import.ts';
import { loginNameIs, loginNamesAmong, phoneKeyword } from './login-names.ts';
import { checkPassword } from './password-policy.ts';

/** A user's region must be given below admin, known, and inside the administrator's region. */
const PLACEMENT: RegionRule = {
  outside: 'accounts.region_outside_scope',
  unknown: 'accounts.region_unknown',
  required: 'accounts.region_required',
  knownFirst: true,
};
/** An export stops at this many rows. */
const EXPORT_LIMIT = 50_000;

export type UserFilters = Omit<Partial<UserListQuery>, 'page' | 'size'>;

export class UserService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly sessions: SessionService,
    private readonly personalData: PersonalDataCipher,
  ) {}

  private filters(actor: Actor, query: UserFilters): SQL | undefined {
    return and(
      scopeCondition(actor.scope, { regionCode: users.regionCode }),
      // Phones are encrypted: a whole number is found by its hash, parts by the mask (first 3, last 4 digits).
      or(
        keywordCondition([users.username, users.name, users.phoneMasked], query.keyword),
        phoneKeyword(this.personalData, query.keyword),
      ),
      query.status ? eq(users.status, query.status) : undefined,
      regionCondition(users.regionCode, query.region),
      query.institution_id ? eq(users.institutionId, query.institution_id) : undefined,
      query.role
        ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${query.role})`
        : undefined,
    );
  }

  private withNames(where: SQL | undefined) {
    return this.db
      .select({
        user: users,
        regionName: regionNameOf(users.regionCode),
        institutionName: institutionNameOf(users.institutionId),
      })
      .from(users)
      .where(where)
      .$dynamic();
  }

  /** The rows as the API shows them, with each user's roles in order. */
  private async toRows(
    rows: { user: typeof users.$inferSelect; regionName: string | null; institutionName: string | null }[],
  ) {
    const rolesByUser = await this.rolesOf(rows.map((r) => r.user.id));
    return rows.map((r) => toRow(r.user, rolesByUser.get(r.user.id) ?? [], r.regionName, r.institutionName));
  }

  async list(actor: Actor, query: UserListQuery): Promise<Page<UserRow>> {
    const where = this.filters(actor, query);
    const sortColumn = { created_at: users.createdAt, username: users.username, name: users.name }[query.sort];
    const rows = this.withNames(where).orderBy(
      query.order === 'asc' ? asc(sortColumn) : desc(sortColumn),
      asc(users.id),
    );
    const total = this.db.select({ n: count() }).from(users).where(where);
    return paginate(query, rows, total, (found) => this.toRows(found));
  }

  /** Rows for an export: the same filters, no paging (bounded). */
  async exportRows(actor: Actor, query: UserFilters): Promise<UserRow[]> {
    return this.toRows(await this.withNames(this.filters(actor, query)).orderBy(asc(users.id)).limit(EXPORT_LIMIT));
  }

  private async rolesOf(userIds: number[]): Promise<Map<number, Role[]>> {
    const map = new Map<number, Role[]>();
    if (userIds.length === 0) return map;
    const rows = await this.db
      .select()
      .from(userRoles)
      .where(inArray(userRoles.userId, userIds))
      .orderBy(asc(userRoles.userId), asc(userRoles.position));
    for (const row of rows) map.set(row.userId, [...(map.get(row.userId) ?? []), row.role as Role]);
    return map;
  }

  /** One user as the API shows it, if the condition finds them. */
  private async find(where: SQL | undefined): Promise<UserRow | undefined> {
    return (await this.toRows(await this.withNames(where).limit(1)))[0];
  }

  /** A user the actor may manage, or 404 (outside the scope looks the same as missing). */
  async get(actor: Actor, { id }: { id: number }): Promise<UserRow> {
    const row = await this.find(and(eq(users.id, id), scopeCondition(actor.scope, { regionCode: users.regionCode })));
    if (!row) throw notFound('accounts.not_found');
    if (!mayManage(actor.role, row.roles) && actor.userId !== id) throw notFound('accounts.not_found');
    return row;
  }

  /** Checks roles, region and institution of a new or changed account against the actor's powers. */
  async checkAssignment(actor: Actor, input: Pick<UserCreate, 'roles' | 'region_code' | 'institution_id'>) {
    if (!mayGrant(actor.role, input.roles)) throw forbidden('accounts.role_above_own');
    await regionToStore(this.db, actor.scope, { requested: input.region_code }, PLACEMENT);
    if (input.institution_id) {
      const institution = await institutionOf(this.db, input.institution_id);
      if (!institution || !regionInScope(actor.scope, institution.regionCode))
        throw badRequest('accounts.institution_unknown');
    }
  }

  /** Every rule a new account must pass before it is written. */
  async checkNew(actor: Actor, input: UserCreate): Promise<void> {
    checkPassword(input.username, input.password);
    await this.checkAssignment(actor, input);
  }

  async create(actor: Actor, input: UserCreate): Promise<UserRow> {
    await this.checkNew(actor, input);
    const [taken] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(loginNameIs(this.personalData, input.username))
      .limit(1);
    if (taken) throw fieldError(409, 'accounts.username_taken', 'username');
    const [id] = await this.insertMany([input]);
    // Read back whatever the actor's own limits: they have just made this account.
    const after = (await this.find(eq(users.id, id!)))!;
    actor.audit({ action: 'user.create', targetType: 'user', targetId: after.id, after });
    return after;
  }

  /** Imports the accounts of an XLSX file: all of them or none, with a row-level report. */
  async importFile(actor: Actor, file: { filename: string; data: Buffer }): Promise<ImportReport> {
    const report = await importUsers(this, actor, file.data, actor.locale);
    actor.audit({ action: 'user.import', targetType: 'user', after: { created: report.created, file: file.filename } });
    return report;
  }

  /** Which of these login names are taken, as their usernameKey (a phone by its hash, whatever account has it). */
  async takenLoginNames(names: string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const found = await this.db
      .select({ username: users.username, loginPhoneHash: users.loginPhoneHash })
      .from(users)
      .where(loginNamesAmong(this.personalData, names));
    const hashes = new Set(found.map((f) => f.loginPhoneHash));
    const keys = new Set(found.filter((f) => f.loginPhoneHash === null).map((f) => usernameKey(f.username)));
    return new Set(
      names
        .filter((name) =>
          isPhoneLoginName(name)
            ? this.personalData.lookupHashes(name).some((h) => hashes.has(h))
            : keys.has(usernameKey(name)),
        )
        .map(usernameKey),
    );
  }

  /** Writes checked accounts in one transaction: all of them or none (hashing happens before it opens). */
  async insertMany(inputs: UserCreate[]): Promise<number[]> {
    const hashes = await Promise.all(inputs.map((input) => hashPassword(input.password)));
    return this.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const [i, input] of inputs.entries()) {
        const [user] = await tx
          .insert(users)
          .values({
            ...loginNameColumns(this.personalData, input.username),
            name: input.name,
            passwordHash: hashes[i]!,
            ...phoneColumns(this.personalData, input.phone),
            regionCode: input.region_code,
            institutionId: input.institution_id,
          })
          // Any unique refusal (the username in any case, or the phone it is: users_username_key_idx,
          // users_login_phone_idx) rolls the batch back.
          .onConflictDoNothing()
          .returning({ id: users.id });
        // A username taken between the check and now rolls the whole batch back.
        if (!user) throw conflict('accounts.username_taken');
        await tx.insert(userRoles).values(input.roles.map((role, position) => ({ userId: user.id, role, position })));
        ids.push(user.id);
      }
      return ids;
    });
  }

  async update(actor: Actor, { id }: { id: number }, input: UserUpdate): Promise<UserRow> {
    notSelf(actor, id);
    const before = await this.get(actor, { id });
    await this.checkAssignment(actor, input);
    const phone = this.phoneChange(before.phone, input.phone);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: input.name,
          ...phone,
          regionCode: input.region_code,
          institutionId: input.institution_id,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx.insert(userRoles).values(input.roles.map((role, position) => ({ userId: id, role, position })));
    });
    await this.profiles.changed(id);
    const after = await this.get(actor, { id });
    actor.audit({ action: 'user.update', targetType: 'user', targetId: after.id, before, after });
    return after;
  }

  /**
   * The phone columns a change writes: the masked number the list showed keeps the stored one (nothing to write);
   * another mask is refused, as it names no number; a full number or '' replaces it.
   */
  private phoneChange(shown: string, sent: string) {
    if (sent !== '' && sent === shown) return {};
    if (MASKED_PHONE.test(sent)) throw fieldError(400, 'validation.phone_invalid', 'phone');
    return phoneColumns(this.personalData, sent);
  }

  async setStatus(actor: Actor, { id }: { id: number }, status: 'active' | 'disabled'): Promise<UserRow> {
    notSelf(actor, id);
    const before = await this.get(actor, { id });
    await this.db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    await this.profiles.changed(id);
    if (status === 'disabled') await this.sessions.endAllOf(id, 'session.ended.forced');
    const after = { ...before, status };
    actor.audit({ action: 'user.status', targetType: 'user', targetId: after.id, before, after });
    return after;
  }

  async resetPassword(actor: Actor, { id }: { id: number }, password: string): Promise<void> {
    notSelf(actor, id);
    const target = await this.get(actor, { id });
    const [account] = await this.db
      .select({ loginPhoneHash: users.loginPhoneHash })
      .from(users)
      .where(eq(users.id, id));
    checkPassword(
      target.username,
      password,
      'password',
      isLoginPhoneOf(this.personalData, account?.loginPhoneHash ?? null, password),
    );
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, id));
    await this.sessions.endAllOf(id, 'session.ended.password_changed');
    actor.audit({ action: 'user.resetPassword', targetType: 'user', targetId: target.id });
  }

  async remove(actor: Actor, { id }: { id: number }): Promise<void> {
    notSelf(actor, id);
    const before = await this.get(actor, { id });
    await this.sessions.endAllOf(id, 'session.ended.forced');
    await this.db.delete(users).where(eq(users.id, id));
    await this.profiles.changed(id);
    actor.audit({ action: 'user.delete', targetType: 'user', targetId: before.id, before });
  }
}

/**
 * Administrative changes never act on the caller's own account (roles, region, status, password, deletion): a stolen
 * session must not be able to take the account over or lift its own powers. Self-service, with the old password,
 * is `PUT /o/v1/users/me/password` (MyAccountService).
 */
function notSelf(actor: Actor, id: number): void {
  if (id === actor.userId) throw new AppError(400, 'accounts.cannot_change_self');
}

function toRow(
  user: typeof users.$inferSelect,
  roles: Role[],
  regionName: string | null,
  institutionName: string | null,
): UserRow {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    phone: user.phoneMasked,
    roles,
    region_code: user.regionCode,
    region_name: regionName ?? '',
    institution_id: user.institutionId,
    institution_name: institutionName ?? '',
    status: user.status,
    is_compare: user.isCompare,
    created_at: user.createdAt.toISOString(),
  };
}
