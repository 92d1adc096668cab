// Permission matching and who sees what: free of schemas, so the browser imports them cheaply.
// (The role names are in roles.api.ts.)
import { ALL_PERMISSION } from './constants.ts';
import type { Role } from './roles.api.ts';

/** Roles that see the annual-report entry. */
export const ANNUAL_REPORT_ROLES = [
  'province',
  'city',
  'area',
  'teacher',
  'trainer',
] as const satisfies readonly Role[];

/** Navbar items and the permission each needs. */
export const NAVBAR_PERMISSIONS = {
  home: 'navbar:top:home',
  resource: 'navbar:top:resource',
  course: 'navbar:top:course',
  game: 'navbar:top:game',
  download: 'navbar:top:download',
  message: 'navbar:top:message',
} as const;

/**
 * Whether granted permission patterns cover a wanted permission (one rule for server and browser):
 * `*:*:*` covers everything; a `*` segment covers any one segment, and a trailing `*` any rest
 * (`class:*` covers `class:list` and `class:list:add`); otherwise the strings must be equal.
 */
export function hasPermission(granted: readonly string[], wanted: string): boolean {
  return granted.some((pattern) => permissionCovers(pattern, wanted));
}

function permissionCovers(pattern: string, wanted: string): boolean {
  if (pattern === ALL_PERMISSION || pattern === wanted) return true;
  const want = wanted.split(':');
  const have = pattern.split(':');
  for (const [i, segment] of have.entries()) {
    if (segment === '*' && i === have.length - 1) return want.length > i;
    if (segment !== '*' && segment !== want[i]) return false;
  }
  return have.length === want.length;
}
