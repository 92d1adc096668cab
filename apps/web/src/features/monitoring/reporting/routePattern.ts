// The route pattern a page is on, as the router matched it ('/system/user', '/studentFront/study'): what error
// reports and page views name, so that no id, name or token in an address is ever counted or sent.

interface Matched {
  route: { path?: string; index?: boolean };
}

/** Joins the matched routes' paths; a child's absolute path starts again; the splat's target is '*'. */
export function routePatternOf(matches: readonly Matched[]): string {
  let pattern = '';
  for (const { route } of matches) {
    const path = route.path;
    if (!path) continue;
    pattern = path.startsWith('/') ? path : `${pattern.replace(/\/$/, '')}/${path}`;
  }
  return pattern || '/';
}
