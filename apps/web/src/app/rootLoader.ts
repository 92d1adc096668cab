// The guard in front of every navigation.
import { QUERY_TOKEN_RELOAD_DELAY_MS } from '@etp/contracts';
import { type LoaderFunctionArgs, redirect, type ShouldRevalidateFunction } from 'react-router';
import { useApp } from '@/stores/app';
import { primaryRole, useSession } from '@/stores/session';
import { redirectFor } from './redirects';
import { loadSignedInSession, loadSystemInfoQuietly, retry } from './session';

/** Paths that must not trigger loading the session (they end or start one). */
const NO_BOOTSTRAP = ['/logoutTransit', '/appLogin', '/login'];

export async function rootLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  loadSystemInfoQuietly();

  const queryToken = url.searchParams.get('token');
  if (queryToken) {
    const hadSession = Boolean(useSession.getState().token);
    useSession.getState().setQueryToken(queryToken);
    // Reload so the whole app starts again as this user.
    if (!hadSession) setTimeout(() => window.location.reload(), QUERY_TOKEN_RELOAD_DELAY_MS);
    url.searchParams.delete('token');
    return retry(url);
  }

  const session = useSession.getState();
  if (session.token && !session.user && !NO_BOOTSTRAP.includes(url.pathname)) {
    try {
      await loadSignedInSession();
      // The menu routes now exist: match this address again so it does not land on 404.
      return retry(url);
    } catch {
      // On failure go on; the progress bar ends with the navigation.
    }
  }

  const { user, token } = useSession.getState();
  const role = primaryRole(user);
  const app = useApp.getState();
  const target = redirectFor({
    path: url.pathname,
    hasToken: Boolean(token),
    role,
    isLoginToIndex: app.isLoginToIndex,
    showQuestionnaire: useSession.getState().student?.show_questionnaire,
    mustChangePassword: user?.must_change_password === 1,
  });
  if (url.pathname === '/home' && app.isLoginToIndex) app.setLoginToIndex(false);
  if (target) throw redirect(target);
  return null;
}

/**
 * Every navigation runs the guard, not only the first one, except a page's own change of its query (a list's page
 * or filters, same path): the guard decides by path and session only, and skipping it there keeps the progress
 * bar still while a list pages. A `token` in the query is the guard's business, so it always runs for one.
 */
export const revalidateGuard: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  currentUrl.pathname !== nextUrl.pathname || currentUrl.search === nextUrl.search || nextUrl.searchParams.has('token');
