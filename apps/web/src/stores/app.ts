// Client state: sidebar opened flag (cookie 1/0), device, isLoginToIndex.
import { MOBILE_BREAKPOINT_PX } from '@etp/contracts';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { COOKIE } from './cookies';

export type Device = 'desktop' | 'mobile';

interface AppState {
  sidebarOpened: boolean;
  device: Device;
  /** Set by the login page so a teacher landing on /home goes to the to-do list instead. */
  isLoginToIndex: boolean;
  toggleSidebar: () => void;
  closeSidebar: () => void;
  setDevice: (device: Device) => void;
  setLoginToIndex: (value: boolean) => void;
}

export const deviceForWidth = (width: number): Device => (width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop');

const remember = (opened: boolean) => Cookies.set(COOKIE.sidebarStatus, opened ? '1' : '0');

export const useApp = create<AppState>()((set, get) => ({
  sidebarOpened: Cookies.get(COOKIE.sidebarStatus) !== '0',
  device: typeof window === 'undefined' ? 'desktop' : deviceForWidth(window.innerWidth),
  isLoginToIndex: false,
  toggleSidebar: () => {
    const opened = !get().sidebarOpened;
    remember(opened);
    set({ sidebarOpened: opened });
  },
  closeSidebar: () => {
    remember(false);
    set({ sidebarOpened: false });
  },
  setDevice: (device) => set({ device }),
  setLoginToIndex: (value) => set({ isLoginToIndex: value }),
}));
