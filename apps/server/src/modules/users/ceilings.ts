// Role ceilings: a regional administrator grants and manages only roles below their own level.
import type { Role } from '@etp/contracts';

const RANK: Record<Role, number> = { admin: 100, province: 30, city: 20, area: 10, teacher: 0, trainer: 0, student: 0 };

export function rankOf(roles: readonly Role[]): number {
  return Math.max(0, ...roles.map((r) => RANK[r]));
}

/** Admin may grant every role; anybody else only roles strictly below their own. */
export function mayGrant(actor: Role, roles: readonly Role[]): boolean {
  if (actor === 'admin') return true;
  return roles.every((role) => RANK[role] < RANK[actor]);
}

/** Admin manages everybody; a regional administrator only accounts whose highest role is below theirs. */
export function mayManage(actor: Role, target: readonly Role[]): boolean {
  return actor === 'admin' || rankOf(target) < RANK[actor];
}
