// Where a figure clicks through to: the back-office view of the list it counts (found in the caller's menu), with the
// same filters in the address (the lists keep their filters there).
import {
  CERTIFICATES_API,
  CLASSES_API,
  ENROLMENTS_API,
  type FigureList,
  INSTITUTIONS_API,
  type MenuItem,
  SETTLEMENT_API,
} from '@etp/contracts';

/** A child's full path under its parent ('/class' + 'list'; '' is the parent; '/x' stays). */
function joinPath(parent: string, child: string): string {
  if (child.startsWith('/')) return child;
  if (!child) return parent || '/';
  return `${parent.replace(/\/$/, '')}/${child}`;
}

const VIEWS: Record<string, string[]> = {
  [INSTITUTIONS_API.list]: ['institution/list'],
  [CLASSES_API.list]: ['class/list', 'class/myClasses'],
  [ENROLMENTS_API.list]: ['student/list'],
  [CERTIFICATES_API.list]: ['certificates/list'],
  [SETTLEMENT_API.queue]: ['settlement/review'],
};

function findPath(items: MenuItem[], views: string[], parent = ''): string | null {
  for (const item of items) {
    const path = joinPath(parent, item.path);
    if (views.includes(item.component)) return path;
    const inside = findPath(item.children ?? [], views, path);
    if (inside) return inside;
  }
  return null;
}

/** The address of the list a figure counts in this menu, or null when the caller has no such list. */
export function listAddress(menu: MenuItem[], list: FigureList): string | null {
  if (!list) return null;
  const views = VIEWS[list.api];
  const path = views ? findPath(menu, views) : null;
  if (!path) return null;
  const query = new URLSearchParams(list.query).toString();
  return query ? `${path}?${query}` : path;
}
