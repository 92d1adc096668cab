// Audit log of every change made through /a/v1 (and the other prefixes below): who, what, when, from where, before and after.
// A route may describe its change with request.audit(...); any other /a/v1 change is still recorded.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { withoutSecrets } from '@/lib/audit-snapshot.ts';
import { maskPersonalNumbers } from '@/lib/personal-data/index.ts';

export interface AuditEntry {
  action: string;
  targetType?: string;
  targetId?: string | number;
  before?: unknown;
  after?: unknown;
}

/** One row of the audit log as this plugin describes a change. */
export interface AuditRecord {
  userId: number;
  username: string;
  role: string;
  action: string;
  method: string;
  path: string;
  targetType: string;
  targetId: string;
  before: unknown;
  after: unknown;
  ip: string;
  userAgent: string;
}

/** Where audit rows go: the logs module, which owns the audit log, registers its writer at start-up. */
export interface AuditTrail {
  writeWith(writer: (record: AuditRecord) => Promise<void>): void;
  /** Writes one row a route describes itself (a look at personal data through a GET, which the hook does not see). */
  write(record: AuditRecord): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auditTrail: AuditTrail;
  }
  interface FastifyRequest {
    auditEntry: AuditEntry | null;
    /** Describes the change this request made, for the audit log. */
    audit(entry: AuditEntry): void;
  }
}

/**
 * Administration (/a/v1), the institutions' work on classes and students (/f/v1), the course catalogue and media, and
 * a student's own phone and avatar (/s/v1/student/profile, /s/v1/student/avatar).
 */
const AUDITED_PREFIXES = ['/a/v1/', '/f/v1/', '/o/v1/courses', '/o/v1/media', '/s/v1/student/'];

async function auditPlugin(app: FastifyInstance) {
  let write: ((record: AuditRecord) => Promise<void>) | null = null;
  app.decorate('auditTrail', {
    writeWith(writer: (record: AuditRecord) => Promise<void>) {
      write = writer;
    },
    async write(record: AuditRecord) {
      if (!write) throw new Error('no audit writer: the logs module registers it');
      await write(record);
    },
  });
  app.decorateRequest('auditEntry', null);
  app.decorateRequest('audit', function (this: FastifyRequest, entry: AuditEntry) {
    this.auditEntry = entry;
  });

  async function record(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
    if (reply.statusCode >= 400 || !request.auth) return payload;
    const url = request.routeOptions.url ?? '';
    const entry = request.auditEntry ?? { action: `${request.method} ${url}`, after: request.body ?? null };
    try {
      if (!write) throw new Error('no audit writer: the logs module registers it');
      await write({
        userId: request.auth.userId,
        username: request.auth.user.username,
        role: request.auth.role,
        action: entry.action,
        method: request.method,
        path: maskPersonalNumbers(request.url).slice(0, 500),
        targetType: entry.targetType ?? '',
        targetId: entry.targetId === undefined ? '' : String(entry.targetId),
        before: withoutSecrets(entry.before ?? null),
        after: withoutSecrets(entry.after ?? null),
        ip: request.ip,
        userAgent: String(request.headers['user-agent'] ?? '').slice(0, 300),
      });
    } catch (error) {
      // The change is already made; a failed audit write must be seen by operators, not lost silently.
      request.log.error({ err: error }, 'audit log write failed');
    }
    return payload;
  }

  // Only the routes that change something through /a/v1 carry the hook: other requests pay nothing.
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (
      !AUDITED_PREFIXES.some((prefix) => route.url.startsWith(prefix)) ||
      methods.every((m) => m === 'GET' || m === 'HEAD')
    )
      return;
    // onSend, not onResponse: the row is written before the caller hears the change is done.
    const existing = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...existing, record];
  });
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['core', 'access'] });
