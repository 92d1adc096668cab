// Regional scope: what part of the data a user may see (province > city > area > institution > self).
import { type Role, regionPrefix } from '@etp/contracts';
import { type AnyColumn, eq, like, type SQL, sql } from 'drizzle-orm';

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
