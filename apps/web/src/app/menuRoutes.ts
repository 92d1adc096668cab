// Server menu items -> router routes. Views resolve through the whitelist; unknown -> 404 view.
import { LAYOUT_COMPONENT, type MenuItem, PARENT_VIEW_COMPONENT, type Role, type SiteVariant } from '@etp/contracts';
import type { RouteObject } from 'react-router';
import { whenIdle } from '@/utils/nextTask';
import { lazyPage } from './lazyPage';
import { menuTitle } from './menuTitles';
import type { RouteHandle } from './routeHandle';

const notFoundView = () => import('@/features/errors/screens/NotFoundPage');

/** The view table (every view and its chunks) loads with the menu, once the page has loaded, not with the app's entry
 * (the first load of the public pages and /login) nor before a static page shows (the student's study page); a view
 * route waits for it only if it is not there yet. */
const viewTable = () => import('./viewRegistry');
function preloadViewTable() {
  // A failure here shows, retried, when a view route needs the table.
  whenIdle(() => void viewTable().catch(() => undefined));
}

interface Context {
  variant?: SiteVariant;
  role?: Role;
}

function handleOf(item: MenuItem, ctx: Context): RouteHandle {
  return {
    title: menuTitle(item, ctx.variant, ctx.role),
    keepalive: item.keepalive,
    breadcrumb: item.breadcrumb,
    activeMenu: item.active_menu || undefined,
    hidden: item.visible === '1',
  };
}

function toRoute(item: MenuItem, ctx: Context): RouteObject {
  const handle = handleOf(item, ctx);
  const isContainer = item.component === LAYOUT_COMPONENT || item.component === PARENT_VIEW_COMPONENT;
  if (isContainer) {
    // A route without an element renders its children's <Outlet />: the main layout is the
    // parent of every menu route, so 'Layout' and 'ParentView' both only nest here.
    return { path: item.path, handle, children: item.children.map((child) => toRoute(child, ctx)) };
  }
  const lazy = lazyPage(() => viewTable().then(({ resolveView }) => (resolveView(item.component) ?? notFoundView)()));
  if (item.path === '') return { index: true, handle, lazy };
  return { path: item.path, handle, lazy };
}

export function menuToRoutes(menu: MenuItem[], ctx: Context): RouteObject[] {
  // An empty menu (a student's: their pages are the static /studentFront routes) has no view to resolve.
  if (menu.length > 0) preloadViewTable();
  return menu.map((item) => toRoute(item, ctx));
}

/** Full path of a child under its parent ('/system' + 'user' -> '/system/user'; '' -> parent). */
export function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent || '/';
  return `${parent.replace(/\/$/, '')}/${child}`;
}
