// Issue 26.14: ids are plain decimal integers. `0x11`, `1.7e1`, ` 17`, `17.0`, `017`, `+17` once all acted on row 17
// (a fuzzer deleted a user that way). Every route with an id in its path, and every id in a query string, is walked
// (routes from the registered rules, query parameters from the OpenAPI document) and each loose spelling of 17 is
// refused with 400 naming that parameter, before anything is read or changed.
import { ROLES, type Role } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allows } from '@/core/access.ts';
import { users } from '../../src/db/schema/index.ts';
import { type Api, type Client, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ RATE_LIMIT_MAX: '1000000', LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

/** Spellings that a loose parse reads as 17 (or past the int4 range), as they appear in a URL. */
const LOOSE = ['0x11', '1.7e1', '%2017', '17%20', '17.0', '017', '+17', '-17', '99999999999', '1_7'];
/** The same spellings as query-string values (encoded by the client). */
const LOOSE_QUERY = ['0x11', '1.7e1', ' 17', '17 ', '17.0', '017', '+17', '-17', '99999999999'];

const isIdName = (name: string) => name === 'id' || /Id$/.test(name) || /_id$/.test(name);

/** A role that may call the route (public routes: no token), so the answer is about the id, not about access. */
async function callerFor(access: Parameters<typeof allows>[0]): Promise<Client | null> {
  if (access === 'public') return api.anon;
  for (const role of ROLES as readonly Role[]) {
    const info = (await api.as(role).get('/o/v1/users/info')).body.data;
    if (info && allows(access, role, info.permissions)) return api.as(role);
  }
  return null;
}

describe('id parameters', () => {
  it('refuses every loose spelling of an id in a path with 400 naming the parameter', async () => {
    const routes = api.app.routeRules.filter((r) => /:(\w+)/.test(r.url) && !r.url.startsWith('/docs'));
    const failures: string[] = [];
    let checked = 0;
    for (const route of routes) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
      const ids = names.filter(isIdName);
      if (ids.length === 0) continue;
      const client = await callerFor(route.access);
      if (!client) continue;
      for (const id of ids) {
        for (const loose of LOOSE) {
          const url = route.url.replace(/:(\w+)/g, (_m, name: string) =>
            name === id ? loose : isIdName(name) ? '1' : 'x',
          );
          const res = await client.request(route.method as 'GET', url);
          checked++;
          const field = res.body?.data?.fields?.[id];
          if (res.status !== 400 || !field)
            failures.push(`${route.method} ${url} -> ${res.status} ${res.raw.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(500);
    // The account the fuzzer deleted through /a/v1/users/0x11 is still there.
    const [seventeen] = await api.app.db.select({ id: users.id }).from(users).where(eq(users.id, 17));
    expect(seventeen?.id).toBe(17);
  }, 300_000);

  it('refuses every loose spelling of an id in a query string', async () => {
    const doc = (await api.anon.get('/docs/json')).raw.json() as {
      paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
    };
    const rules = new Map(api.app.routeRules.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r]));
    const failures: string[] = [];
    let checked = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        const queryIds = (op.parameters ?? []).filter((p) => p.in === 'query' && isIdName(p.name));
        const rule = rules.get(`${method.toUpperCase()} ${path}`);
        if (queryIds.length === 0 || !rule) continue;
        const client = await callerFor(rule.access);
        if (!client) continue;
        const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => (isIdName(name) ? '1' : 'x'));
        for (const q of queryIds) {
          for (const loose of LOOSE_QUERY) {
            const res = await client.request(method.toUpperCase() as 'GET', url, undefined, {
              query: { [q.name]: loose },
            });
            checked++;
            if (res.status !== 400 || !res.body?.data?.fields?.[q.name])
              failures.push(`${method} ${url}?${q.name}=${JSON.stringify(loose)} -> ${res.status}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(20);
  }, 120_000);

  it('still takes plain ids; a body id given as text follows the same rule', async () => {
    const admin = api.as('admin');
    expect((await admin.get('/a/v1/users/17')).status).toBe(200);
    const res = await admin.get('/a/v1/users/0x11');
    expect(res.status).toBe(400);
    expect(res.body.data.fields.id).toBeTruthy();
    expect((await admin.delete('/a/v1/users/0x11')).status).toBe(400);
    expect((await admin.get('/a/v1/users/17')).status).toBe(200);
    const user = {
      username: 'id_rule',
      name: '测试',
      password: 'Strong-pass-2026',
      roles: ['teacher'],
      region_code: '370102',
      phone: '',
    };
    const loose = await admin.post('/a/v1/users', { ...user, institution_id: '0x1' });
    expect(loose.status).toBe(400);
    expect(loose.body.data.fields.institution_id).toBeTruthy();
  });
});
