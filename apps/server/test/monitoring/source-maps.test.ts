// The build's source maps are the server's to read, never a browser's to fetch; /metrics is an API path, so a
// refused scrape is the API's 404, not the app's page.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';
import { writeWebBuild } from './fixtures.ts';

let web: Api;
beforeAll(async () => {
  const dist = join(mkdtempSync(join(tmpdir(), 'etp-web-')), 'dist');
  writeWebBuild(dist);
  // As an older build's compression step left them.
  writeFileSync(join(dist, 'assets', 'SignUp-aaa111.js.map.gz'), 'x');
  writeFileSync(join(dist, 'top.js.map'), '{}');
  web = await testApp({ WEB_DIST: dist });
});
afterAll(() => web.close());

describe('source maps', () => {
  it('serves the chunk and not its map', async () => {
    expect((await web.anon.get('/assets/SignUp-aaa111.js')).status).toBe(200);
    for (const path of [
      '/assets/SignUp-aaa111.js.map',
      '/assets/SignUp-aaa111.js.MAP',
      '/assets/SignUp-aaa111.js%2Emap',
      '/assets/SignUp-aaa111.js.map.gz',
      '/top.js.map',
    ]) {
      const res = await web.anon.get(path, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(res.status, path).toBe(404);
      expect(res.body.code, path).toBe(404);
    }
  });

  it('answers a refused /metrics with the API 404, not the web page', async () => {
    const res = await web.anon.get('/metrics');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
  });
});
