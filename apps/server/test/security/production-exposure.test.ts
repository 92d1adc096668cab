// Issue 10.8: in production the API map is off unless asked for, and /readyz details go only to allowed addresses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PERSONAL_DATA_KEY: 'ab'.repeat(32),
};

let prod: Api;
let withDocs: Api;
beforeAll(async () => {
  prod = await testApp(PRODUCTION);
  withDocs = await testApp({ ...PRODUCTION, API_DOCS: '1', READYZ_DETAIL_ADDRESSES: '10.9.0.1' });
});
afterAll(async () => {
  await prod.close();
  await withDocs.close();
});

describe('production exposure', () => {
  it.each(['/docs', '/docs/json', '/docs/yaml', '/docs/static/index.html'])(
    'does not serve %s by default',
    async (url) => {
      const res = await prod.anon.get(url);
      expect(res.status).toBe(404);
      expect(res.raw.body).not.toContain('/oauth/token');
    },
  );

  it('serves the API map in production when API_DOCS=1', async () => {
    const res = await withDocs.anon.get('/docs/json');
    expect(res.status).toBe(200);
    expect(res.raw.json().paths['/oauth/token']).toBeTruthy();
  });

  it('tells readiness to anyone but the database kind and Redis state only to allowed addresses', async () => {
    const outside = await prod.anon.get('/readyz', { remoteAddress: '203.0.113.7' });
    expect(outside.status).toBe(200);
    expect(outside.body.data).toEqual({ status: 'ready' });
    expect(outside.raw.body).not.toMatch(/pglite|postgres|redis/i);

    const local = await prod.anon.get('/readyz', { remoteAddress: '127.0.0.1' });
    expect(['pglite', 'postgres']).toContain(local.body.data.database);

    const allowed = await withDocs.anon.get('/readyz', { remoteAddress: '10.9.0.1' });
    expect(allowed.body.data.database).toBeTruthy();
    const loopbackNotListed = await withDocs.anon.get('/readyz', { remoteAddress: '127.0.0.1' });
    expect(loopbackNotListed.body.data).toEqual({ status: 'ready' });
  });
});
