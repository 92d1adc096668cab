// First navigation with a token: user info, then system info, then the menu, then routes.
import { type RouteObject, redirect } from 'react-router';
import { getUserMenu } from '@/api/menus/getUserMenu';
import { getSystemInfo } from '@/api/sites/getSystemInfo';
import { getStudentDetail } from '@/api/students/getStudentDetail';
import { getUserInfo } from '@/api/users/getUserInfo';
import { useSession } from '@/stores/session';
import { useSite } from '@/stores/site';
import { menuToRoutes } from './menuRoutes';

type Patch = (routes: RouteObject[]) => void;
let patchMainRoutes: Patch = () => {};

/** The router registers how menu routes join the main layout (avoids an import cycle). */
export function setRoutePatcher(patch: Patch) {
  patchMainRoutes = patch;
}

export async function loadSignedInSession(): Promise<void> {
  const session = useSession.getState();
  const user = await getUserInfo();
  session.setUser(user);
  const system = await getSystemInfo().catch(() => useSite.getState().system);
  if (system) useSite.getState().setSystem(system);
  const role = user.roles[0];
  // Student detail is loaded only for students; the report guard needs it.
  // Until the initial password is changed the server answers only the signed-in calls (no student detail).
  if (role === 'student' && user.must_change_password !== 1)
    session.setStudent(await getStudentDetail().catch(() => null));
  const menu = await getUserMenu();
  session.setMenu(menu);
  patchMainRoutes(menuToRoutes(menu, { role, variant: system?.variant }));
}

/** Loads system info once for public pages; failures leave the defaults in place. */
export function loadSystemInfoQuietly() {
  if (useSite.getState().system) return;
  getSystemInfo()
    .then((system) => useSite.getState().setSystem(system))
    .catch(() => undefined);
}

export const retry = (url: URL) => redirect(url.pathname + url.search + url.hash);
