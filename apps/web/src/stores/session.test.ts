import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import { COOKIE } from './cookies';
import { useSession } from './session';

describe('session store', () => {
  it('stores the token with the Bearer prefix plus refresh token, login date and expiry', () => {
    useSession.getState().setTokens({ access_token: 'jwt', refresh_token: 'r', expires_in: 7200, secret: 'sec' });
    expect(Cookies.get(COOKIE.token)).toBe('Bearer jwt');
    expect(Cookies.get(COOKIE.refreshToken)).toBe('r');
    expect(Number(Cookies.get(COOKIE.expiresDate)) - Number(Cookies.get(COOKIE.loginDate))).toBe(7_200_000);
    expect(useSession.getState().secret).toBe('sec');
  });
  it('clears every cookie and all state on reset', () => {
    useSession.getState().setTokens({ access_token: 'jwt', refresh_token: 'r', expires_in: 7200, secret: '' });
    Cookies.set(COOKIE.systemsData, '{}');
    useSession.getState().reset();
    for (const name of [COOKIE.token, COOKIE.refreshToken, COOKIE.loginDate, COOKIE.expiresDate, COOKIE.systemsData]) {
      expect(Cookies.get(name)).toBeUndefined();
    }
    expect(useSession.getState()).toMatchObject({ token: '', user: null, menu: [] });
  });
  it('prefixes a token from the address bar once', () => {
    useSession.getState().setQueryToken('abc');
    expect(useSession.getState().token).toBe('Bearer abc');
    useSession.getState().setQueryToken('Bearer abc');
    expect(useSession.getState().token).toBe('Bearer abc');
  });
});
