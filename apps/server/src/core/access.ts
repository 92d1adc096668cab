// Who may call a route: every route declares a rule, a route without one fails start-up, and every rule is kept.
import { hasPermission, type Role } from '@etp/contracts';

export type AccessRule =
  | 'public'
  | 'signed-in'
  | {
      /** The session's role must be one of these. */
      roles?: readonly Role[];
      /** The session role's permissions must include this string (or the wildcard). */
      permission?: string;
    };

/** One registered route and its rule (the access test walks them all). */
export interface RouteRule {
  method: string;
  url: string;
  access: AccessRule;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

/** Third-party routes (API docs UI, static files) that are public by nature. */
const PUBLIC_PREFIXES = ['/docs', '/assets/'];

export function ruleFor(url: string, declared: AccessRule | undefined): AccessRule {
  if (declared) return declared;
  if (PUBLIC_PREFIXES.some((prefix) => url.startsWith(prefix))) return 'public';
  throw new Error(`Route ${url} declares no access rule (config.access): every route must say who may call it.`);
}

/** Whether a signed-in session with this role and these permissions passes the rule. */
export function allows(rule: AccessRule, role: Role, permissions: readonly string[]): boolean {
  if (rule === 'public' || rule === 'signed-in') return true;
  if (rule.roles && !rule.roles.includes(role)) return false;
  if (rule.permission && !hasPermission(permissions, rule.permission)) return false;
  return true;
}
