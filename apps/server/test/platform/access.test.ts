// Walks every route with every role and checks the server allows exactly what each route's rule says.
import { ROLES } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '@/core/access.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  // The walk sends thousands of requests from one address: lift the global per-IP limit for it.
  api = await testApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => api.close());

const apiRoutes = () =>
  api.app.routeRules.filter((r) => !r.url.startsWith('/docs') && !r.url.startsWith('/assets') && r.url !== API_LOGOUT);
const API_LOGOUT = '/o/v1/users/logout';
const concrete = (url: string) => url.replace(/:(\w+)/g, '1').replace('*', 'x');

describe('access on every route', () => {
  it('registers a rule for every API route', () => {
    expect(apiRoutes().length).toBeGreaterThan(15);
  });

  it('refuses every non-public route without a token (401)', async () => {
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      const res = await api.anon.request(route.method as 'GET', concrete(route.url));
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('lets every role through exactly the routes its rule allows', async () => {
    const checked: string[] = [];
    for (const route of apiRoutes().filter((r) => r.access !== 'public')) {
      for (const role of ROLES) {
        const info = (await api.as(role).get('/o/v1/users/info')).body.data;
        if (!info) throw new Error(`${role} could not read its user info before ${route.method} ${route.url}`);
        const expected = allows(route.access, role, info.permissions);
        const res = await api
          .as(role)
          .request(route.method as 'GET', concrete(route.url), undefined, { streams: true });
        const label = `${role} ${route.method} ${route.url} -> ${res.status}`;
        if (expected) expect([401, 402, 403], label).not.toContain(res.status);
        else expect(res.status, label).toBe(403);
        checked.push(label);
      }
    }
    expect(checked.length).toBeGreaterThan(50);
    // Every route times every role: over a minute on a busy 2-core machine.
  }, 180_000);
});
