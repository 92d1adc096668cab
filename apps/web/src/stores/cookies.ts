// Names of the cookies kept for the session and the sidebar.
import { LANGUAGE_COOKIE, TOKEN_COOKIE } from '@etp/contracts';

export const COOKIE = {
  token: TOKEN_COOKIE,
  refreshToken: 'Admin-Refresh-Token',
  loginDate: 'Admin-Login-Date',
  expiresDate: 'Admin-Expires-Date',
  systemsData: 'Admin-Systems-Data',
  sidebarStatus: 'sidebarStatus',
  language: LANGUAGE_COOKIE,
} as const;

/** Session-storage keys set by the theory test. */
export const SESSION_KEY = { courseId: 'courseId', theoryToken: 'theoryToken' } as const;
/** Local-storage key of the user secret the annual-report link carries. */
export const SECRET_KEY = 'secret';
