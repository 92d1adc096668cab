// Account administration with regional scope and role ceilings (issue 4 "Users").
import type { Role, UserCreate, UserListQuery, UserRow, UserUpdate } from '@etp/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ProfileService } from '@/core/profiles.ts';
import type { SessionService } from '@/core/sessions.ts';
import { hashPassword } from '@/lib/password.ts';
import type { Db } from '../../db/client.ts';
import { institutions, regions, userRoles, users } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { Auth } from '../../plugins/auth.ts';
import { regionInScope, type Scope, scopeCondition, scopeOf } from '../../plugins/scope.ts';
import { mayGrant, mayManage } from './ceilings.ts';
import { checkPassword } from './password-policy.ts';

type Actor = Pick<Auth, 'userId' | 'role' | 'user'>;

/** Escapes LIKE wildcards so a keyword is matched literally. */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class AccountService {
  constructor(
    private readonly db: Db,
    private readonly profiles: ProfileService,
    private readonly sessions: SessionService,
  ) {}

  scope(actor: Actor): Scope {
    return scopeOf(actor.role, actor.user);
  }

  private filters(actor: Actor, query: Partial<UserListQuery>): SQL[] {
    const where: SQL[] = [scopeCondition(this.scope(actor), { regionCode: users.regionCode })];
    if (query.keyword) {
      const pattern = likePattern(query.keyword);
      where.push(or(ilike(users.username, pattern), ilike(users.name, pattern), ilike(users.phone, pattern))!);
    }
    if (query.status) where.push(eq(users.status, query.status));
    if (query.region) where.push(sql`${users.regionCode} like ${`${query.region.replace(/(00)+$/, '')}%`}`);
    if (query.institution_id) where.push(eq(users.institutionId, query.institution_id));
    if (query.role) {
      where.push(
        sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = ${query.role})`,
      );
    }
    return where;
  }

  async list(actor: Actor, query: UserListQuery): Promise<{ list: UserRow[]; total: number }> {
    const where = and(...this.filters(actor, query));
    const sortColumn = { created_at: users.createdAt, username: users.username, name: users.name }[query.sort];
    const [rows, [total]] = await Promise.all([
      this.db
        .select({ user: users, regionName: regions.name, institutionName: institutions.name })
        .from(users)
        .leftJoin(regions, eq(regions.code, users.regionCode))
        .leftJoin(institutions, eq(institutions.id, users.institutionId))
        .where(where)
        .orderBy(query.order === 'asc' ? asc(sortColumn) : desc(sortColumn), asc(users.id))
        .limit(query.size)
        .offset((query.page - 1) * query.size),
      this.db.select({ n: count() }).from(users).where(where),
    ]);
    const rolesByUser = await this.rolesOf(rows.map((r) => r.user.id));
    return {
      list: rows.map((r) => toRow(r.user, rolesByUser.get(r.user.id) ?? [], r.regionName, r.institutionName)),
      total: total?.n ?? 0,
    };
  }

  /** Rows for an export: the same filters, no paging (bounded). */
  async exportRows(actor: Actor, query: Partial<UserListQuery>, limit = 50_000): Promise<UserRow[]> {
    const rows = await this.db
      .select({ user: users, regionName: regions.name, institutionName: institutions.name })
      .from(users)
      .leftJoin(regions, eq(regions.code, users.regionCode))
      .leftJoin(institutions, eq(institutions.id, users.institutionId))
      .where(and(...this.filters(actor, query)))
      .orderBy(asc(users.id))
      .limit(limit);
    const rolesByUser = await this.rolesOf(rows.map((r) => r.user.id));
    return rows.map((r) => toRow(r.user, rolesByUser.get(r.user.id) ?? [], r.regionName, r.institutionName));
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

  /** A user the actor may manage, or 404 (outside the scope looks the same as missing). */
  async get(actor: Actor, id: number): Promise<UserRow> {
    const [row] = await this.db
      .select({ user: users, regionName: regions.name, institutionName: institutions.name })
      .from(users)
      .leftJoin(regions, eq(regions.code, users.regionCode))
      .leftJoin(institutions, eq(institutions.id, users.institutionId))
      .where(and(eq(users.id, id), scopeCondition(this.scope(actor), { regionCode: users.regionCode })))
      .limit(1);
    if (!row) throw notFound('accounts.not_found');
    const roles = (await this.rolesOf([id])).get(id) ?? [];
    if (!mayManage(actor.role, roles) && actor.userId !== id) throw notFound('accounts.not_found');
    return toRow(row.user, roles, row.regionName, row.institutionName);
  }

  /** Checks roles, region and institution of a new or changed account against the actor's powers. */
  async checkAssignment(actor: Actor, input: Pick<UserCreate, 'roles' | 'region_code' | 'institution_id'>) {
    if (!mayGrant(actor.role, input.roles)) throw forbidden('accounts.role_above_own');
    const scope = this.scope(actor);
    if (scope.level !== 'all' && !input.region_code) throw badRequest('accounts.region_required');
    if (input.region_code) {
      const [region] = await this.db.select().from(regions).where(eq(regions.code, input.region_code)).limit(1);
      if (!region) throw badRequest('accounts.region_unknown');
      if (!regionInScope(scope, input.region_code)) throw forbidden('accounts.region_outside_scope');
    }
    if (input.institution_id) {
      const [institution] = await this.db
        .select()
        .from(institutions)
        .where(eq(institutions.id, input.institution_id))
        .limit(1);
      if (!institution || !regionInScope(scope, institution.regionCode))
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
      .where(eq(users.username, input.username))
      .limit(1);
    if (taken) throw fieldError(409, 'accounts.username_taken', 'username');
    const [id] = await this.insertMany([input]);
    return this.get({ ...actor, role: 'admin' }, id!);
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
            username: input.username,
            name: input.name,
            passwordHash: hashes[i]!,
            phone: input.phone,
            regionCode: input.region_code,
            institutionId: input.institution_id,
          })
          .onConflictDoNothing({ target: users.username })
          .returning({ id: users.id });
        // A username taken between the check and now rolls the whole batch back.
        if (!user) throw conflict('accounts.username_taken');
        await tx.insert(userRoles).values(input.roles.map((role, position) => ({ userId: user.id, role, position })));
        ids.push(user.id);
      }
      return ids;
    });
  }

  async update(actor: Actor, id: number, input: UserUpdate): Promise<{ before: UserRow; after: UserRow }> {
    const before = await this.get(actor, id);
    await this.checkAssignment(actor, input);
    await this.db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({
          name: input.name,
          phone: input.phone,
          regionCode: input.region_code,
          institutionId: input.institution_id,
          updatedAt: new Date(),
        })
        .where(eq(users.id, id));
      await tx.delete(userRoles).where(eq(userRoles.userId, id));
      await tx.insert(userRoles).values(input.roles.map((role, position) => ({ userId: id, role, position })));
    });
    await this.profiles.changed(id);
    return { before, after: await this.get(actor, id) };
  }

  async setStatus(actor: Actor, id: number, status: 'active' | 'disabled') {
    if (id === actor.userId) throw new AppError(400, 'accounts.cannot_change_self');
    const before = await this.get(actor, id);
    await this.db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.id, id));
    await this.profiles.changed(id);
    if (status === 'disabled') await this.sessions.endAllOf(id, 'session.ended.forced');
    return { before, after: { ...before, status } };
  }

  async resetPassword(actor: Actor, id: number, password: string): Promise<UserRow> {
    const target = await this.get(actor, id);
    checkPassword(target.username, password);
    await this.db
      .update(users)
      .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
      .where(eq(users.id, id));
    await this.sessions.endAllOf(id, 'session.ended.password_changed');
    return target;
  }

  async remove(actor: Actor, id: number): Promise<UserRow> {
    if (id === actor.userId) throw new AppError(400, 'accounts.cannot_change_self');
    const target = await this.get(actor, id);
    await this.sessions.endAllOf(id, 'session.ended.forced');
    await this.db.delete(users).where(eq(users.id, id));
    await this.profiles.changed(id);
    return target;
  }
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
    phone: user.phone,
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
