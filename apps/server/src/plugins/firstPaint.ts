// A landing page as the server sends it when it can do more than index.html: with the API answers its page asks for
// first (a JSON block the app reads instead of asking: apps/web/src/api/firstData.ts) and with its layout's header
// painted for this site, language and visitor (apps/web/src/ssr/firstPaint.tsx, built into dist-ssr/). Both come from
// the web build's route-preloads.json (apps/web/build/routePreloads.ts): `data` and `frame` of each landing path.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LANGUAGE_COOKIE, SITES_API, TOKEN_COOKIE, USERS_API } from '@etp/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** What dist-ssr/firstPaint.js exports (apps/web/src/ssr/firstPaint.tsx). */
export interface FirstPaintModule {
  renderFirstPaint(input: {
    frame: string;
    path: string;
    system: unknown;
    language?: string;
    signedIn: boolean;
    user?: unknown;
  }): string | null;
  pageLanguage(cookie: string | undefined): string;
}

/** The server's build of the first paints, next to the web build; null when it is not built (the page still works). */
export async function loadFirstPaints(distDir: string, log: FastifyInstance['log']): Promise<FirstPaintModule | null> {
  const file = join(distDir, '..', 'dist-ssr', 'firstPaint.js');
  if (!existsSync(file)) return null;
  try {
    return (await import(pathToFileURL(file).href)) as FirstPaintModule;
  } catch (error) {
    log.warn({ err: error, file }, 'first paints not loaded: pages start without them');
    return null;
  }
}

/** One cookie's value from the request's Cookie header, decoded as js-cookie wrote it. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(at + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * An address of the table as this page asks it: its `{name}` parts filled from the page's query (encoded). Null when
 * the page will not ask it: the page was opened without one of those parameters, or the address is a list's first
 * page (it has a query of its own) and the page was opened with a query, which may ask another page or filter.
 */
export function fillAddress(address: string, query: URLSearchParams): string | null {
  if (address.includes('?') && query.size > 0) return null;
  let missing = false;
  const filled = address.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = query.get(name);
    if (!value) missing = true;
    return encodeURIComponent(value ?? '');
  });
  return missing ? null : filled;
}

export interface PagePart {
  /** The answers by address, as the app looks them up. */
  answers: Record<string, unknown>;
  /** The header's HTML for the root element, when the path has a frame and the visitor gets it. */
  firstPaint: string | null;
  /** The page's language, for `<html lang>`. */
  language: string | null;
  /** Answers asked with the visitor's session: the page must not be stored by any cache. */
  personal: boolean;
}

/**
 * Asks the path's first API calls in process, as the visitor would (Host, language, address, which counts for the rate
 * limit as the visitor's own call would, and the visitor's session when the browser holds one), and renders its frame.
 * A call that does not answer 200 is left to the app.
 */
export async function pagePart(
  app: FastifyInstance,
  request: FastifyRequest,
  route: { data?: string[]; frame?: string },
  firstPaints: FirstPaintModule | null,
): Promise<PagePart> {
  const url = new URL(request.url, 'http://page');
  const path = url.pathname;
  const cookies = request.headers.cookie;
  const token = cookieValue(cookies, TOKEN_COOKIE);
  const languageCookie = cookieValue(cookies, LANGUAGE_COOKIE);
  const headers: Record<string, string> = {
    host: request.host,
    'accept-language': request.headers['accept-language'] ?? '',
    ...(token ? { authorization: token } : {}),
  };
  const addresses = (route.data ?? []).map((address) => fillAddress(address, url.searchParams));
  const frame = route.frame && firstPaints ? route.frame : null;
  // The frame needs the site (and, for the student area, the user) even where the table does not list them.
  if (frame && !addresses.includes(SITES_API.info)) addresses.push(SITES_API.info);
  const answers: Record<string, unknown> = {};
  await Promise.all(
    addresses.map(async (address) => {
      if (!address) return;
      const answer = await app
        .inject({ method: 'GET', url: address, remoteAddress: request.ip, headers })
        .catch((error: unknown) => {
          // The page still works without it: the app asks for the data itself.
          request.log.warn({ err: error, url: address }, 'first data not included in the page');
          return null;
        });
      if (answer?.statusCode === 200) answers[address] = answer.json();
    }),
  );
  const data = (address: string) => (answers[address] as { data?: unknown } | undefined)?.data ?? null;
  const firstPaint =
    frame && firstPaints
      ? firstPaints.renderFirstPaint({
          frame,
          path,
          system: data(SITES_API.info),
          language: languageCookie,
          signedIn: Boolean(token),
          user: data(USERS_API.info),
        })
      : null;
  return {
    answers,
    firstPaint,
    language: firstPaints ? firstPaints.pageLanguage(languageCookie) : null,
    personal: Boolean(token) && Object.keys(answers).length > 0,
  };
}
