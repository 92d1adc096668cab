// The route pattern a page is on, as the router matched it ('/system/user', '/studentFront/study'): what error
// reports and page views name, so that no id, name or token in an address is ever counted or sent.

interface Matched {
  route: { path?: string; index?: boolean };
}

/**
 * Joins the matched routes' paths (a child's absolute path starts again); null for the catch-all, which is no page
 * (it sends to /404, or matches a menu route before the menu has been added to the router).
 */
export function routePatternOf(matches: readonly Matched[]): string | null {
  let pattern = '';
  for (const { route } of matches) {
    const path = route.path;
    if (!path) continue;
    if (path === '*') return null;
    pattern = path.startsWith('/') ? path : `${pattern.replace(/\/$/, '')}/${path}`;
  }
  return pattern || '/';
}
