// Walks every route with every role and checks the server allows exactly what each route's rule says.
import { ROLES, type Role } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '../src/core/access.ts';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens = {} as Record<Role, string>;
beforeAll(async () => {
  // The walk sends thousands of requests from one address: lift the global per-IP limit for it.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  for (const role of ROLES) tokens[role] = (await t.login(role)).access_token;
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.app.routeRules.filter((r) => !r.url.startsWith('/docs') && !r.url.startsWith('/assets') && r.url !== API_LOGOUT);
const API_LOGOUT = '/o/v1/users/logout';
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace('*', 'x');

describe('access on every route', () => {
  it('registers a rule for every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(15);
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const res = await t.request({ method: route.method as 'GET', url: concrete(route.url) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets every role through exactly the routes its rule allows', async () => {
    const checked: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      for (const role of ROLES) {
        const info = (
          await t.request({ method: 'GET', url: '/o/v1/users/info', headers: t.bearer(tokens[role]) })
        ).json().data;
        if (!info) throw new Error(`${role} could not read its user info before ${route.method} ${route.url}`);
        const expected = allows(route.access, role, info.permissions);
        const res = await t.request({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: t.bearer(tokens[role]),
        });
        const label = `${role} ${route.method} ${route.url} -> ${res.statusCode}`;
        if (expected) expect([401, 402, 403], label).not.toContain(res.statusCode);
        else expect(res.statusCode, label).toBe(403);
        checked.push(label);
      }
    }
    expect(checked.length).toBeGreaterThan(50);
  });
});
