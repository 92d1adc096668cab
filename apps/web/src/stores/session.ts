// The signed-in session: tokens in cookies and the user, roles and permissions.
import {
  type MenuItem,
  type Role,
  type StudentDetail,
  TOKEN_PREFIX,
  type TokenResponse,
  type UserInfo,
} from '@etp/contracts';
import Cookies from 'js-cookie';
import { create } from 'zustand';
import { COOKIE, SECRET_KEY, SESSION_KEY } from './cookies';

export interface SessionState {
  /** Access token as stored: 'Bearer <jwt>' or '' when signed out. */
  token: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token expires (0 when unknown). */
  expiresAt: number;
  loginAt: number;
  secret: string;
  user: UserInfo | null;
  menu: MenuItem[];
  menuLoaded: boolean;
  /** The student's detail (students only): the report guard reads show_questionnaire. */
  student: StudentDetail | null;
  setTokens: (
    response: Pick<TokenResponse, 'access_token' | 'refresh_token' | 'expires_in'> & { secret?: string },
  ) => void;
  /** Stores a bare token from the address bar or the mobile app (no expiry known). */
  setQueryToken: (token: string) => void;
  setUser: (user: UserInfo) => void;
  setMenu: (menu: MenuItem[]) => void;
  setStudent: (student: StudentDetail | null) => void;
  reset: () => void;
}

const withPrefix = (token: string) => (token.startsWith(TOKEN_PREFIX) ? token : `${TOKEN_PREFIX}${token}`);
const readNumber = (name: string) => Number(Cookies.get(name) ?? 0) || 0;

export const useSession = create<SessionState>()((set) => ({
  token: Cookies.get(COOKIE.token) ?? '',
  refreshToken: Cookies.get(COOKIE.refreshToken) ?? '',
  expiresAt: readNumber(COOKIE.expiresDate),
  loginAt: readNumber(COOKIE.loginDate),
  // No storage where the server paints a page's header (src/ssr/firstPaint.tsx).
  secret: (typeof localStorage === 'undefined' ? null : localStorage.getItem(SECRET_KEY)) ?? '',
  user: null,
  menu: [],
  menuLoaded: false,
  student: null,
  setTokens: ({ access_token, refresh_token, expires_in, secret }) => {
    const now = Date.now();
    const token = withPrefix(access_token);
    const expiresAt = now + expires_in * 1000;
    Cookies.set(COOKIE.token, token);
    Cookies.set(COOKIE.refreshToken, refresh_token);
    Cookies.set(COOKIE.loginDate, String(now));
    Cookies.set(COOKIE.expiresDate, String(expiresAt));
    // A refresh answer may omit the secret; the one from sign-in is kept then.
    if (secret !== undefined) localStorage.setItem(SECRET_KEY, secret);
    set((s) => ({ token, refreshToken: refresh_token, expiresAt, loginAt: now, secret: secret ?? s.secret }));
  },
  setQueryToken: (raw) => {
    const token = withPrefix(raw);
    Cookies.set(COOKIE.token, token);
    set({ token });
  },
  setUser: (user) => set({ user }),
  setMenu: (menu) => set({ menu, menuLoaded: true }),
  setStudent: (student) => set({ student }),
  reset: () => {
    for (const name of [COOKIE.token, COOKIE.refreshToken, COOKIE.loginDate, COOKIE.expiresDate, COOKIE.systemsData]) {
      Cookies.remove(name);
    }
    localStorage.removeItem(SECRET_KEY);
    sessionStorage.removeItem(SESSION_KEY.courseId);
    sessionStorage.removeItem(SESSION_KEY.theoryToken);
    set({
      token: '',
      refreshToken: '',
      expiresAt: 0,
      loginAt: 0,
      secret: '',
      user: null,
      menu: [],
      menuLoaded: false,
      student: null,
    });
  },
}));

/** Only the first role routes. */
export const primaryRole = (user: UserInfo | null): Role | undefined => user?.roles[0];
