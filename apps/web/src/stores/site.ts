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
      JSON.stringify({ domain: system.domain, website: system.website, service_domain: system.service_domain }),
    );
    set({ system });
  },
  setWebsites: (websites) => set({ websites }),
}));

export const siteTitle = (system: SystemInfo | null) => system?.website || PAGE_TITLE;

/** Service domain as an origin ('https://x' or the current origin when the site has none). */
export function serviceOrigin(system: SystemInfo | null): string {
  const raw = system?.service_domain || readSystemsCookie()?.service_domain || '';
  if (!raw) return window.location.origin;
  return /^https?:\/\//.test(raw) ? raw.replace(/\/$/, '') : `${window.location.protocol}//${raw}`;
}

function readSystemsCookie(): { service_domain?: string } | null {
  try {
    return JSON.parse(Cookies.get(COOKIE.systemsData) ?? 'null');
  } catch {
    return null;
  }
}
