// Authentication and access on every route: the declared rule decides; a route without a rule fails start-up.
import type { Role } from '@etp/contracts';
import type { FastifyInstance, FastifyRequest, HTTPMethods } from 'fastify';
import fp from 'fastify-plugin';
import { type AccessRule, allows, ruleFor } from '@/core/access.ts';
import type { UserProfile } from '@/core/profiles.ts';
import { tokenFromHeader } from '@/core/tokens.ts';
import { forbidden, unauthorized } from '@/lib/errors.ts';

export interface Auth {
  userId: number;
  sessionId: string;
  role: Role;
  user: UserProfile;
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** The signed-in caller; only valid on routes whose rule is not public. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

async function authPlugin(app: FastifyInstance) {
  const { tokens, sessions, profiles, routeRules } = app;
  app.decorateRequest('auth', null);

  async function authenticate(request: FastifyRequest, rule: AccessRule): Promise<void> {
    const token = tokenFromHeader(request.headers.authorization);
    if (!token) throw unauthorized();
    const claims = tokens.verifyAccess(token);
    if (!claims) throw unauthorized();
    const session = await sessions.check(claims.sessionId, claims.userId, request.routeOptions.url ?? request.url);
    const user = await profiles.get(claims.userId);
    if (!user) throw unauthorized();
    if (user.status !== 'active') throw forbidden('auth.account_disabled');
    if (!user.roles.includes(session.role)) throw forbidden();
    const permissions = user.permissionsByRole[session.role] ?? [];
    if (!allows(rule, session.role, permissions)) throw forbidden();
    // An initial password (a student enrolled by a teacher) opens only the signed-in calls: info, menu, password.
    if (user.mustChangePassword === 1 && rule !== 'signed-in') throw forbidden('accounts.password_change_required');
    request.auth = { userId: user.id, sessionId: session.id, role: session.role, user, permissions };
  }

  app.addHook('onRoute', (route) => {
    const rule = ruleFor(route.url, route.config?.access);
    const methods = (Array.isArray(route.method) ? route.method : [route.method]) as HTTPMethods[];
    for (const method of methods) {
      if (method !== 'HEAD') routeRules.push({ method, url: route.url, access: rule });
    }
    if (rule === 'public') return;
    // onRequest: the caller is checked before the body is parsed or validated, so strangers learn nothing.
    const check = async (request: FastifyRequest) => authenticate(request, rule);
    const existing = route.onRequest ? (Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]) : [];
    route.onRequest = [check, ...existing];
  });
}

export default fp(authPlugin, { name: 'access', dependencies: ['core', 'http'] });
