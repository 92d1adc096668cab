// The branded site this page runs under (system info from the Host) and a teacher's other sites.
import { PAGE_TITLE, type SystemInfo, type WebsiteItem } from '@etp/contracts';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { COOKIE } from './cookies';

interface SiteState {
  system: SystemInfo | null;
  websites: WebsiteItem[];
  setSystem: (system: SystemInfo) => void;
  setWebsites: (websites: WebsiteItem[]) => void;
}

export const useSite = create<SiteState>()((set) => ({
  system: null,
  websites: [],
  setSystem: (system) => {
    // The "systems data" cookie keeps what other tabs and the 402 handler need; the full
    // record (QR images, footer text) would not fit a cookie.
    Cookies.set(
      COOKIE.systemsData,
      JSON.stringify({ domain: system.domain, website: system.website, service_origin: system.service_origin }),
    );
    set({ system });
  },
  setWebsites: (websites) => set({ websites }),
}));

export const siteTitle = (system: SystemInfo | null) => system?.website || PAGE_TITLE;

/** The startup service's origin as the server built it (scheme, host, port); this page's origin before it is known. */
export function serviceOrigin(system: SystemInfo | null): string {
  return system?.service_origin || readSystemsCookie()?.service_origin || window.location.origin;
}

/**
 * The origins of the product's sites this page knows, as the server built them (`siteOrigin`): this page's own, the
 * startup service's (system info, or the systems cookie before it loads) and the sites a teacher may switch to.
 * Where a page may send people after logout.
 */
export function knownSiteOrigins(system: SystemInfo | null, websites: readonly WebsiteItem[] = []): string[] {
  const origins = new Set([window.location.origin]);
  for (const raw of [system?.service_origin, readSystemsCookie()?.service_origin, ...websites.map((w) => w.origin)]) {
    if (!raw) continue;
    try {
      origins.add(new URL(raw).origin);
    } catch {
      // Something that is not an address adds nothing.
    }
  }
  return [...origins];
}

function readSystemsCookie(): { service_origin?: string } | null {
  try {
    return JSON.parse(Cookies.get(COOKIE.systemsData) ?? 'null');
  } catch {
    return null;
  }
}
