// The one way an address of a site is built: from the site's configured origin when it names one (scheme, host and
// port), otherwise its domain with the scheme and port the request came in by (one deployment serves every site on
// one port, so the demo's practice.localhost is reached on the same port as the page that links to it).

export interface RequestOrigin {
  /** 'http' or 'https' (behind a trusted proxy, what the proxy says). */
  protocol: string;
  /** The Host the request named, with its port if any. */
  host: string;
}

const WITH_SCHEME = /^https?:\/\//i;

/** 'https://a.example:8443' as given; 'practice.localhost' -> 'http://practice.localhost:5173' for a request on 5173. */
export function siteOrigin(address: string, request: RequestOrigin): string {
  const trimmed = address.trim().replace(/\/+$/, '');
  if (WITH_SCHEME.test(trimmed)) {
    try {
      return new URL(trimmed).origin;
    } catch {
      // not an address: fall back to the request's own origin below
    }
  }
  const own = `${request.protocol}://${request.host}`;
  if (!trimmed || WITH_SCHEME.test(trimmed)) return own;
  const port = /:(\d+)$/.exec(request.host)?.[1];
  const host = /:\d+$/.test(trimmed) || !port ? trimmed : `${trimmed}:${port}`;
  try {
    return new URL(`${request.protocol}://${host}`).origin;
  } catch {
    return own;
  }
}
