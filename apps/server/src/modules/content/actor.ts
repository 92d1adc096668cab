// Who is changing content: their id, their regional scope and where to describe the change for the audit log.
import type { FastifyRequest } from 'fastify';
import type { AuditEntry } from '../../plugins/audit.ts';
import { authOf } from '../../plugins/auth.ts';
import { type Scope, scopeOf } from '../../plugins/scope.ts';

export interface Actor {
  userId: number;
  scope: Scope;
  audit(entry: AuditEntry): void;
}

export function actorOf(request: FastifyRequest): Actor {
  const auth = authOf(request);
  return { userId: auth.userId, scope: scopeOf(auth.role, auth.user), audit: (entry) => request.audit(entry) };
}
