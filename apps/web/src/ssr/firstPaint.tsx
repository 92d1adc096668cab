// The first paint of a landing page, rendered by the server for each request (apps/server/src/plugins/web.ts): the
// frame of the page's layout, its header as the app's first render draws it, for this site, language and visitor.
// The browser shows it before any script has run; React's first commit then draws the same header with the page.
// Built for Node by `vite build --ssr` (apps/web/vite.config.ts) into dist-ssr/, never loaded by the browser.
import type { SystemInfo, UserInfo } from '@etp/contracts';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { StaticRouter } from 'react-router';
import type { StoreApi } from 'zustand';
import { redirectFor } from '@/app/redirects';
import { DEFAULT_LOCALE, LOCALES } from '@/i18n';
import { enUS } from '@/i18n/en-US';
import { zhCN } from '@/i18n/zh-CN';
import { PortalFrame } from '@/layouts/portal/PortalLayout';
import { StudentFrame } from '@/layouts/student/StudentLayout';
import { primaryRole, useSession } from '@/stores/session';
import { useSite } from '@/stores/site';

/** The layouts whose frame the server can paint (build/routePreloads.ts names each landing path's). */
export type FrameName = 'portal' | 'student';

export interface FirstPaintInput {
  frame: FrameName;
  path: string;
  /** The site's info as /o/v1/systems/info answers it for the request's Host. */
  system: SystemInfo | null;
  /** The language cookie's value. */
  language?: string;
  /** Whether the request carries a session token (the header's sign-in link reads it). */
  signedIn: boolean;
  /** The signed-in user as /o/v1/users/info answers it, when it did. */
  user?: UserInfo | null;
}

const FRAMES: Record<FrameName, () => ReactNode> = { portal: PortalFrame, student: StudentFrame };

let languages: Record<string, I18n> | null = null;

/** One i18next instance per language, with the shell's catalogue (the headers' strings are all in it). */
function translations(): Record<string, I18n> {
  if (languages) return languages;
  const base = i18next.createInstance();
  void base.use(initReactI18next).init({
    resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  languages = Object.fromEntries(LOCALES.map((locale) => [locale, base.cloneInstance({ lng: locale })]));
  return languages;
}

/** The language the app will start in: the cookie's when it names one, else the default (src/i18n/index.ts). */
export const pageLanguage = (cookie: string | undefined): string =>
  (LOCALES as readonly string[]).includes(cookie ?? '') ? (cookie as string) : DEFAULT_LOCALE;

/**
 * The frame's HTML, or null where the app would show something else first: a path the guard sends elsewhere (a
 * student page without a student's session, say), so the first paint never shows a page the visitor will not get.
 */
export function renderFirstPaint(input: FirstPaintInput): string | null {
  const { frame, path, system, signedIn, user = null } = input;
  if (frame === 'student' && !user) return null;
  const redirect = redirectFor({
    path,
    hasToken: signedIn,
    role: primaryRole(user),
    isLoginToIndex: false,
    mustChangePassword: user?.must_change_password === 1,
  });
  if (redirect) return null;
  if (frame === 'student' && primaryRole(user) !== 'student') return null;
  const language = pageLanguage(input.language);
  const i18n = translations()[language] ?? translations()[DEFAULT_LOCALE];
  const Frame = FRAMES[frame];
  // The stores the headers read, set for this render only: rendering is synchronous, so no other request sees them.
  const restore = [
    serveState(useSession, { token: signedIn ? 'first-paint' : '', user }),
    serveState(useSite, { system }),
  ];
  try {
    return renderToStaticMarkup(
      <I18nextProvider i18n={i18n as I18n}>
        <StaticRouter location={path}>
          <Frame />
        </StaticRouter>
      </I18nextProvider>,
    );
  } finally {
    for (const undo of restore) undo();
  }
}

/**
 * Gives a store this state for a server render, and returns what puts it back. A store's hook reads its *initial*
 * state on the server (React's server snapshot is zustand's getInitialState, which returns the object the store was
 * created with), so that object is what is patched.
 */
function serveState<T extends object>(store: StoreApi<T>, patch: Partial<T>): () => void {
  const initial = store.getInitialState();
  const saved = Object.fromEntries(Object.keys(patch).map((key) => [key, initial[key as keyof T]]));
  Object.assign(initial, patch);
  return () => Object.assign(initial, saved);
}
