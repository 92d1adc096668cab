// Where /logoutTransit may send people after logout: a path of this site, or an address on one of the product's
// own sites. Anything else (another host, `//host`, `/\host`, javascript:) goes to the site root: no open redirect.
import { SAME_SITE_PATH } from '@etp/contracts';

const HTTP_URL = /^https?:\/\//i;

/**
 * `raw` when it is a same-site path (SAME_SITE_PATH) that stays on this origin, or an http(s) address whose origin
 * is one of `origins` (see `knownSiteOrigins`); otherwise '/'. The address is resolved as the browser would (it
 * drops tabs and line breaks, reads backslashes as slashes), so what is checked is where the browser would go.
 */
export function safeTarget(
  raw: string | null,
  origins: readonly string[] = [window.location.origin],
  here = window.location.href,
): string {
  if (!raw) return '/';
  const sitePath = SAME_SITE_PATH.test(raw);
  if (!sitePath && !HTTP_URL.test(raw)) return '/';
  let target: URL;
  try {
    target = new URL(raw, here);
  } catch {
    return '/';
  }
  const allowed = sitePath ? [new URL(here).origin] : origins;
  return allowed.includes(target.origin) ? raw : '/';
}
