// The six navbar items with their permissions, and how many fit the bar's width.
import { NAVBAR_OVERFLOW_THRESHOLDS_PX, NAVBAR_PERMISSIONS } from '@etp/contracts';

export interface NavItem {
  key: keyof typeof NAVBAR_PERMISSIONS;
  /** Route or external URL. */
  to: string;
  permission: string;
}

// The three learning sites are external; their addresses come from the build environment.
const RESOURCE_URL = import.meta.env.VITE_RESOURCE_URL ?? 'https://resource.etp-platform.cn';
const COURSE_URL = import.meta.env.VITE_COURSE_URL ?? 'https://course.etp-platform.cn';
const GAME_URL = import.meta.env.VITE_GAME_URL ?? 'https://game.etp-platform.cn';

export const NAV_ITEMS: NavItem[] = [
  { key: 'home', to: '/portal', permission: NAVBAR_PERMISSIONS.home },
  { key: 'resource', to: RESOURCE_URL, permission: NAVBAR_PERMISSIONS.resource },
  { key: 'course', to: COURSE_URL, permission: NAVBAR_PERMISSIONS.course },
  { key: 'game', to: GAME_URL, permission: NAVBAR_PERMISSIONS.game },
  { key: 'download', to: '/downRecord/export/index', permission: NAVBAR_PERMISSIONS.download },
  { key: 'message', to: '/basic/announcement/index', permission: NAVBAR_PERMISSIONS.message },
];

const [NARROW_PX, MEDIUM_PX] = NAVBAR_OVERFLOW_THRESHOLDS_PX;
/** Items shown inline in a medium-width bar; the rest go to the overflow dropdown. */
const MEDIUM_INLINE = 3;

/** Splits the permitted items into inline and overflow by the width the items may use. */
export function splitNavItems<T>(items: T[], width: number): { inline: T[]; overflow: T[] } {
  const inlineCount = width < NARROW_PX ? 0 : width < MEDIUM_PX ? MEDIUM_INLINE : items.length;
  return { inline: items.slice(0, inlineCount), overflow: items.slice(inlineCount) };
}
