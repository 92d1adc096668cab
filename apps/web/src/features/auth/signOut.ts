// Ends the session on the server and here, then leaves with a full page load so that no
// state (patched menu routes, caches) of this user survives.
import { logout } from '@/api/auth/logout';
import { useSession } from '@/stores/session';

export async function signOut(to = '/') {
  if (useSession.getState().token) await logout();
  useSession.getState().reset();
  window.location.href = to;
}
