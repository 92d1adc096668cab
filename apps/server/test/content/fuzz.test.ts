// Property: no input a signed-in content editor (or a stranger) can send to the content routes answers 5xx.
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(() => api.close());

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
      const routes = api.app.routeRules.filter((r) => CONTENT.test(r.url));
      const route = routes[routeIndex % routes.length];
      if (!route) throw new Error('no content routes registered');
      const url = route.url.replace(':id', encodeURIComponent(String(id))).replace('*', String(id));
      const caller = [api.as('admin'), api.as('city'), api.anon][who] ?? api.anon;
      const res = await caller.request(
        route.method as 'GET',
        url,
        route.method === 'GET' ? undefined : JSON.stringify(payload),
        { query: params, headers: route.method === 'GET' ? {} : { 'content-type': 'application/json' } },
      );
      if (res.status >= 500) throw new Error(`${route.method} ${url} -> ${res.status} ${res.raw.body}`);
    },
  );
});
