// The six navbar items with their permissions, and how many fit the bar's width.
import { NAVBAR_OVERFLOW_THRESHOLDS_PX, NAVBAR_PERMISSIONS, type SystemInfo } from '@etp/contracts';

export interface NavItem {
  key: keyof typeof NAVBAR_PERMISSIONS;
  /** Route or external URL; '' when the site has not configured it (the item is hidden). */
  to: string;
  permission: string;
}

/** The three learning services: each site configures their addresses (站点管理); one without an address is hidden. */
const SITE_ADDRESSES = { resource: 'resource_url', course: 'course_url', game: 'game_url' } as const;

export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: '/portal', permission: NAVBAR_PERMISSIONS.home },
  { key: 'resource', to: '', permission: NAVBAR_PERMISSIONS.resource },
  { key: 'course', to: '', permission: NAVBAR_PERMISSIONS.course },
  { key: 'game', to: '', permission: NAVBAR_PERMISSIONS.game },
  { key: 'download', to: '/downRecord/export/index', permission: NAVBAR_PERMISSIONS.download },
  { key: 'message', to: '/basic/announcement/index', permission: NAVBAR_PERMISSIONS.message },
];

/** The items with this site's addresses, without those it has none for. */
export function siteNavItems(system: Pick<SystemInfo, (typeof SITE_ADDRESSES)[keyof typeof SITE_ADDRESSES]> | null) {
  return NAV_ITEMS.map((item) =>
    item.key in SITE_ADDRESSES
      ? { ...item, to: system?.[SITE_ADDRESSES[item.key as keyof typeof SITE_ADDRESSES]] ?? '' }
      : item,
  ).filter((item) => item.to !== '');
}

const [NARROW_PX, MEDIUM_PX] = NAVBAR_OVERFLOW_THRESHOLDS_PX;
/** Items shown inline in a medium-width bar; the rest go to the overflow dropdown. */
const MEDIUM_INLINE = 3;

/** Splits the permitted items into inline and overflow by the width the items may use. */
export function splitNavItems<T>(items: T[], width: number): { inline: T[]; overflow: T[] } {
  const inlineCount = width < NARROW_PX ? 0 : width < MEDIUM_PX ? MEDIUM_INLINE : items.length;
  return { inline: items.slice(0, inlineCount), overflow: items.slice(inlineCount) };
}
