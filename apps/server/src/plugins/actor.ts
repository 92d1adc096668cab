// The caller as every service sees them: who, in which role and scope, in which language, and where to describe a
// change for the audit log. Built from the request's auth, or rebuilt by a background job from what it stored.
import type { Locale, Role } from '@etp/contracts';
import type { FastifyRequest } from 'fastify';
import type { UserProfile } from '@/core/profiles.ts';
import type { AuditEntry } from './audit.ts';
import { authOf } from './auth.ts';
import { type Scope, scopeOf } from './scope.ts';

export interface Actor {
  userId: number;
  /** The session's role (the one the scope and permissions come from). */
  role: Role;
  user: UserProfile;
  scope: Scope;
  locale: Locale;
  /** Describes the change for the audit log; it is written once the answer is a success. */
  audit(entry: AuditEntry): void;
}

export function actorFor(user: UserProfile, role: Role, locale: Locale, audit: (entry: AuditEntry) => void): Actor {
  return { userId: user.id, role, user, scope: scopeOf(role, user), locale, audit };
}

/** The signed-in caller of a request (routes whose rule is not public). */
export function actorOf(request: FastifyRequest): Actor {
  const { user, role } = authOf(request);
  return actorFor(user, role, request.locale, (entry) => request.audit(entry));
}

/** The permission strings of the actor's role. */
export function permissionsOf(actor: Actor): string[] {
  return actor.user.permissionsByRole[actor.role] ?? [];
}
