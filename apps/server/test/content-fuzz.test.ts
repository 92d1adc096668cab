// Property: no input a signed-in content editor (or a stranger) can send to the content routes answers 5xx.
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
const tokens: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  for (const role of ['admin', 'city']) tokens.push((await t.login(role)).access_token);
});
afterAll(() => t.close());

const CONTENT = /^\/(p\/v1\/|a\/v1\/(news|policies|cases|carousel|links|organizations|uploads)|uploads\/)/;

const text = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom('', '<script>x</script>', 'javascript:alert(1)'));
const body = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      title: text,
      name: text,
      content: fc.oneof(text, fc.constant('<img src=x onerror=alert(1)>')),
      region_code: fc.oneof(fc.constantFrom('370100', '370200', '999999', '', null), fc.string({ maxLength: 8 })),
      image: fc.oneof(text, fc.constant('data:image/png;base64,iVBORw0KGgo=')),
      url: fc.oneof(text, fc.constant('https://example.org')),
      link: text,
      level: fc.oneof(text, fc.constantFrom('national', 'province', 'city')),
      effective_date: fc.oneof(text, fc.constant('2026-02-30')),
      attachments: fc.array(fc.record({ name: text, url: text, size: fc.integer() }), { maxLength: 2 }),
      publish_at: fc.oneof(
        text,
        fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      ),
      pinned: fc.oneof(fc.boolean(), text),
      items: fc.array(fc.record({ id: fc.integer(), order_num: fc.integer() }), { maxLength: 3 }),
      order_num: fc.oneof(fc.integer(), text),
    },
    { requiredKeys: [] },
  ),
);
const query = fc.dictionary(
  fc.constantFrom(
    'page',
    'size',
    'keyword',
    'category',
    'region',
    'from',
    'to',
    'level',
    'status',
    'kind',
    'state',
    'number',
  ),
  fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constantFrom('%', '_', '\\', '2026-01-01')),
  { maxKeys: 4 },
);

describe('content routes under random input', () => {
  test.prop([fc.nat(), fc.oneof(fc.integer(), fc.string({ maxLength: 6 })), body, query, fc.nat(2)], { numRuns: 300 })(
    'never answer 5xx',
    async (routeIndex, id, payload, params, who) => {
      const routes = t.app.routeRules.filter((r) => CONTENT.test(r.url));
      const route = routes[routeIndex % routes.length];
      if (!route) throw new Error('no content routes registered');
      const url = route.url.replace(':id', encodeURIComponent(String(id))).replace('*', String(id));
      const token = tokens[who];
      const res = await t.request({
        method: route.method as 'GET',
        url,
        query: params,
        headers: {
          ...(token ? t.bearer(token) : {}),
          ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
        },
        ...(route.method === 'GET' ? {} : { payload: JSON.stringify(payload) }),
      });
      if (res.statusCode >= 500) throw new Error(`${route.method} ${url} -> ${res.statusCode} ${res.body}`);
    },
  );
});
