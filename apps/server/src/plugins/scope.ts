// Regional scope: what part of the data a user may see (province > city > area > institution > self), and which
// region a user may give an item.
import { type MessageKey, type Role, regionPrefix } from '@etp/contracts';
import { type AnyColumn, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client.ts';
import { badRequest, forbidden } from '@/lib/errors.ts';

export type Scope =
  | { level: 'all' }
  | { level: 'region'; regionCode: string; prefix: string }
  | { level: 'institution'; institutionId: number }
  | { level: 'self'; userId: number };

export function scopeOf(
  role: Role,
  user: { id: number; regionCode: string | null; institutionId: number | null },
): Scope {
  switch (role) {
    case 'admin':
      return { level: 'all' };
    case 'province':
    case 'city':
    case 'area':
      // A regional administrator without a region sees nothing rather than everything.
      return user.regionCode
        ? { level: 'region', regionCode: user.regionCode, prefix: regionPrefix(user.regionCode) }
        : { level: 'self', userId: user.id };
    case 'teacher':
    case 'trainer':
      return user.institutionId
        ? { level: 'institution', institutionId: user.institutionId }
        : { level: 'self', userId: user.id };
    case 'student':
      return { level: 'self', userId: user.id };
  }
}

/** A WHERE condition limiting rows to the scope, given the columns a table has. */
export function scopeCondition(
  scope: Scope,
  columns: { regionCode?: AnyColumn; institutionId?: AnyColumn; userId?: AnyColumn },
): SQL {
  switch (scope.level) {
    case 'all':
      return sql`true`;
    case 'region':
      return columns.regionCode ? like(columns.regionCode, `${scope.prefix}%`) : sql`false`;
    case 'institution':
      return columns.institutionId ? eq(columns.institutionId, scope.institutionId) : sql`false`;
    case 'self':
      return columns.userId ? eq(columns.userId, scope.userId) : sql`false`;
  }
}

/** Whether a region code lies inside the scope (for checks on single rows). */
export function regionInScope(scope: Scope, regionCode: string | null): boolean {
  if (scope.level === 'all') return true;
  if (scope.level !== 'region' || !regionCode) return false;
  return regionCode.startsWith(scope.prefix);
}

/** How one kind of item takes a region; each domain keeps its own messages. */
export interface RegionRule {
  /** 403: the region lies outside the caller's scope (or a caller below admin leaves it empty, without `required`). */
  outside: MessageKey;
  /** 400: there is no such region. */
  unknown: MessageKey;
  /** 400 when a caller below admin gives no region; without it their item goes to their own region. */
  required?: MessageKey;
  /** An unknown code is refused as unknown before its place is looked at (users); otherwise "outside" comes first. */
  knownFirst?: boolean;
}

/** Whether a division code names a region: the regions module, which owns the tree, registers it at start-up. */
type RegionCheck = (db: Db, code: string) => Promise<boolean>;
let regionKnown: RegionCheck | null = null;

/** Called by the regions module at start-up (the same check for every app in the process). */
export function knowRegionsBy(check: RegionCheck): void {
  regionKnown = check;
}

/**
 * The region to store on an item given by `scope`'s caller: the one asked for, else the item's current one, else the
 * caller's own (none for the admin: everywhere). The admin may choose any region or none; anybody else only one
 * inside their scope.
 */
export async function regionToStore(
  db: Db,
  scope: Scope,
  place: { requested: string | null | undefined; current?: string | null },
  rule: RegionRule,
): Promise<string | null> {
  const own = scope.level === 'region' ? scope.regionCode : null;
  const code = place.requested !== undefined ? place.requested : place.current !== undefined ? place.current : own;
  if (code === null) {
    if (scope.level === 'all') return null;
    throw rule.required ? badRequest(rule.required) : forbidden(rule.outside);
  }
  const checkKnown = async () => {
    if (!regionKnown) throw new Error('no region check: the regions module registers it');
    if (!(await regionKnown(db, code))) throw badRequest(rule.unknown);
  };
  if (rule.knownFirst) await checkKnown();
  if (!regionInScope(scope, code)) throw forbidden(rule.outside);
  if (!rule.knownFirst) await checkKnown();
  return code;
}
