// Property: no body, query or header a client can send makes any route answer 5xx.
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({
    RATE_LIMIT_MAX: '1000000',
    LOGIN_LIMIT_PER_USERNAME: '1000000',
    LOGIN_LIMIT_PER_IP: '1000000',
  });
});
afterAll(() => api.close());

const jsonValue = fc.oneof(
  fc.jsonValue(),
  fc.record({
    username: fc.oneof(fc.string(), fc.constant('admin'), fc.integer()),
    password: fc.oneof(fc.string(), fc.constant('Demo@12345')),
    role: fc.oneof(fc.string(), fc.constantFrom('admin', 'student', 'teacher')),
  }),
  fc.record({
    is_service: fc.oneof(fc.integer(), fc.string()),
    is_business: fc.integer({ min: -1, max: 2 }),
    work_status: fc.oneof(fc.integer(), fc.double(), fc.constant(null)),
    business_direction: fc.integer({ min: 0, max: 10 }),
    business_direction_content: fc.oneof(fc.string(), fc.integer()),
    service_type: fc.oneof(fc.array(fc.integer({ min: -5, max: 12 })), fc.string()),
    service_type_content: fc.string({ maxLength: 600 }),
  }),
);

describe('random input never breaks the server', () => {
  test.prop(
    [
      fc.constantFrom('GET', 'POST', 'PUT', 'DELETE'),
      fc.integer({ min: 0, max: 1000 }),
      jsonValue,
      fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 3 }),
      fc.boolean(),
    ],
    { numRuns: 300 },
  )('no route answers 5xx', async (method, routeIndex, body, query, signedIn) => {
    const routes = api.app.routeRules.filter((r) => !r.url.startsWith('/docs') && !r.url.includes('logout'));
    const route = routes[routeIndex % routes.length]!;
    const url = route.url.replace(/:(\w+)/g, 'x').replace('*', 'y');
    const caller = signedIn ? api.as('student') : api.anon;
    const res = await caller.request(
      (route.method === 'GET' ? (method === 'GET' ? 'GET' : route.method) : route.method) as 'GET',
      url,
      route.method === 'GET' ? undefined : JSON.stringify(body),
      { query, headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' } },
    );
    if (res.status >= 500) throw new Error(`${route.method} ${url} -> ${res.status} ${res.raw.body}`);
  });

  test.prop([fc.string({ maxLength: 300 }), fc.string({ maxLength: 300 })], { numRuns: 100 })(
    'no Authorization header breaks authentication',
    async (access, refresh) => {
      const a = await api.anon.get('/o/v1/users/info', { headers: { authorization: access } });
      const r = await api.anon.post('/oauth/refresh-token', undefined, { headers: { authorization: refresh } });
      if (a.status >= 500 || r.status >= 500) throw new Error(`${a.status} ${r.status}`);
    },
  );
});
