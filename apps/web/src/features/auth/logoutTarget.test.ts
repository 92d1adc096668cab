// /logoutTransit follows a redirect only to a path of this site or an address on one of the product's own sites.
import type { SystemInfo } from '@etp/contracts';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE } from '@/stores/cookies';
import { knownSiteOrigins } from '@/stores/site';
import { safeTarget } from './logoutTarget';

const HERE = window.location.origin;
const SITES = [HERE, 'https://jn.example.gov.cn', 'http://second.localhost:3000'];

afterEach(() => Cookies.remove(COOKIE.systemsData));

describe('the address after logout', () => {
  it.each(['/', '/portal', '/login?role=teacher', '/policyDetail?id=3#top'])('follows the site path %s', (path) => {
    expect(safeTarget(path, SITES)).toBe(path);
  });

  it.each([
    'https://jn.example.gov.cn/login?role=teacher',
    'https://jn.example.gov.cn',
    'http://second.localhost:3000/portal',
    `${HERE}/newsList`,
  ])("follows %s, one of the product's sites", (url) => {
    expect(safeTarget(url, SITES)).toBe(url);
  });

  it.each([
    'https://evil.example/',
    'http://evil.example/login',
    'HTTPS://EVIL.EXAMPLE/',
    'https://jn.example.gov.cn.evil.example/',
    'https://jn.example.gov.cn@evil.example/',
    'http://jn.example.gov.cn/', // another scheme is another origin
    'https://second.localhost:3000/', // and so is another port
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example', // the browser drops the tab: `//evil.example`
    '/\n/evil.example',
    ' https://evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'evil.example',
    '',
  ])('goes to the site root instead of %j', (url) => {
    expect(safeTarget(url, SITES)).toBe('/');
  });

  it('goes to the site root when nothing is asked for', () => {
    expect(safeTarget(null, SITES)).toBe('/');
  });

  it('knows only this origin unless told the sites', () => {
    expect(safeTarget('https://jn.example.gov.cn/')).toBe('/');
    expect(safeTarget(`${HERE}/portal`)).toBe(`${HERE}/portal`);
  });
});

describe("the product's sites the page knows", () => {
  const system = { domain: 'jn.example.gov.cn', service_origin: 'https://fw.example.gov.cn' } as SystemInfo;

  it("are this origin, the startup service's and the sites to switch to, as the server built them", () => {
    const second = { name: '第二站', domain: 'second.localhost', origin: 'http://second.localhost:3000' };
    const origins = knownSiteOrigins(system, [second]);
    expect(origins.sort()).toEqual([HERE, 'https://fw.example.gov.cn', 'http://second.localhost:3000'].sort());
    expect(safeTarget('http://second.localhost:3000/login?role=teacher', origins)).toBe(
      'http://second.localhost:3000/login?role=teacher',
    );
    expect(safeTarget('https://evil.example/', origins)).toBe('/');
  });

  it('come from the systems cookie before the system info has loaded', () => {
    Cookies.set(COOKIE.systemsData, JSON.stringify({ domain: 'jn', service_origin: 'https://cookie.example.gov.cn' }));
    expect(knownSiteOrigins(null)).toContain('https://cookie.example.gov.cn');
  });

  it('leave out what is not an address', () => {
    expect(knownSiteOrigins({ ...system, service_origin: 'not an address' })).toEqual([HERE]);
  });
});
