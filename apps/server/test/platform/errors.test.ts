import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
let web: Api;
beforeAll(async () => {
  api = await testApp();
  // A small built web app to check how the SPA and its assets are served.
  const dist = join(api.config.dataDir, 'web-dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><head><title>t</title></head><div id="root"></div>');
  const js = 'console.log("app");'.repeat(50);
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), js);
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(js));
  writeFileSync(join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(js));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // What the web build writes for its landing paths (build/routePreloads.ts).
  const preloads = { js: ['assets/portal-abc.js'], css: ['assets/portal-abc.css'] };
  const phone = {
    js: ['assets/mobile-abc.js'],
    css: [],
    firstPaint: '<header>site</header>',
    data: ['/p/v1/competitions?page=1&size=12'],
  };
  writeFileSync(
    join(dist, 'route-preloads.json'),
    JSON.stringify({
      entry: { js: ['assets/index-abc123.js'], css: [] },
      routes: { '/portal': preloads, '/mobile/competition/list': phone },
    }),
  );
  web = await testApp({ WEB_DIST: dist, BODY_LIMIT_BYTES: '2048' });
});
afterAll(async () => {
  await api.close();
  await web.close();
});

describe('error envelope', () => {
  it('answers broken JSON with 400 and a readable message', async () => {
    const res = await api.anon.post('/oauth/token', '{"username":', {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 400, msg: '请求内容不是有效的 JSON', data: null });
  });

  it('answers an oversized body with 413', async () => {
    const res = await web.anon.post('/oauth/token', { username: 'x'.repeat(5000), password: 'p', role: 'admin' });
    expect(res.status).toBe(413);
    expect(res.body.code).toBe(413);
  });

  it('answers an unknown API route with a 404 envelope, in English when asked', async () => {
    const res = await web.anon.get('/o/v1/nothing-here', { headers: { 'accept-language': 'en' } });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: 404, msg: 'This API does not exist.', data: null });
    expect((await web.anon.post('/portal')).status).toBe(404);
  });

  it('never shows a stack trace', async () => {
    const res = await api.anon.post('/oauth/token', '[', { headers: { 'content-type': 'application/json' } });
    expect(res.raw.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await api.anon.post('/oauth/token', '<a/>', { headers: { 'content-type': 'text/xml' } });
    expect(res.status).toBe(415);
    expect(res.body.msg).toBe('不支持的请求内容类型');
  });
});

describe('serving the web app', () => {
  it('serves index.html, uncached, for any unknown page path', async () => {
    for (const url of ['/', '/portal', '/studentFront/study', '/system/user?x=1']) {
      const res = await web.anon.get(url);
      expect(res.status, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets pre-compressed with immutable caching', async () => {
    const br = await web.anon.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await web.anon.get('/assets/index-abc123.js', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect((await web.anon.get('/assets/missing.js')).status).toBe(404);
  });

  it("links a landing path's chunks and styles in its index.html, compressed when accepted", async () => {
    const plain = await web.anon.get('/portal?from=qr');
    expect(plain.headers['content-type']).toMatch(/text\/html/);
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.raw.body).toContain('<link rel="modulepreload" crossorigin href="/assets/portal-abc.js">');
    expect(plain.raw.body).toContain('<link rel="stylesheet" crossorigin href="/assets/portal-abc.css">');
    expect(plain.raw.body).toMatch(/<div id="root"><\/div>$/);
    expect(plain.raw.body.indexOf('portal-abc.js')).toBeLessThan(plain.raw.body.indexOf('</head>'));

    const br = await web.anon.get('/portal', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.raw.rawPayload).toString()).toBe(plain.raw.body);
    const gz = await web.anon.get('/portal', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw.rawPayload).toString()).toBe(plain.raw.body);

    // Other paths get index.html as built.
    const other = await web.anon.get('/newsList');
    expect(other.raw.body).not.toContain('modulepreload');
  });

  it("puts a landing path's first paint in the root element, and fetches its scripts at low priority", async () => {
    const page = await web.anon.get('/mobile/competition/list?phase=finished');
    expect(page.raw.body).toMatch(/<div id="root"><header>site<\/header><\/div>$/);
    expect(page.raw.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/mobile-abc.js">',
    );
    const portal = (await web.anon.get('/portal')).raw.body;
    expect(portal).toMatch(/<div id="root"><\/div>$/);
    expect(portal).not.toContain('fetchpriority');
  });

  it('sends the API answers a landing page asks for first inside it, when it is opened without a query', async () => {
    const firstData = (html: string) => {
      const found = /<script type="application\/json" id="first-data">(.*)<\/script>$/.exec(html);
      return found ? JSON.parse(found[1] ?? '') : null;
    };
    const plain = await web.anon.get('/mobile/competition/list');
    expect(plain.raw.body).toContain('<div id="root"><header>site</header></div>');
    const answers = firstData(plain.raw.body);
    const direct = await web.anon.get('/p/v1/competitions?page=1&size=12');
    expect(answers).toEqual({ '/p/v1/competitions?page=1&size=12': direct.body });
    expect(direct.body.code).toBe(200);

    const br = await web.anon.get('/mobile/competition/list', { headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(firstData(brotliDecompressSync(br.raw.rawPayload).toString())).toEqual(answers);
    // With a query the page asks for other data: nothing is sent in it.
    expect((await web.anon.get('/mobile/competition/list?page=2')).raw.body).not.toContain('first-data');
  });

  it('serves other files of the build and refuses to leave it', async () => {
    expect((await web.anon.get('/favicon.svg')).headers['content-type']).toMatch(/svg/);
    const outside = await web.anon.get('/..%2f..%2fetc%2fpasswd');
    expect(outside.raw.body).not.toMatch(/root:/);
  });
});

describe('security', () => {
  it('sends security headers with a content security policy', async () => {
    const res = await web.anon.get('/portal');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('gives JSON answers a short header set that still forbids framing and sniffing', async () => {
    const res = await web.anon.get('/o/v1/systems/info');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
  });

  it('keeps CORS closed unless configured', async () => {
    const res = await api.anon.request('OPTIONS', '/oauth/token', undefined, {
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('gives every response a request id', async () => {
    const res = await api.anon.get('/healthz', { headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });
});

describe('health, readiness and API docs', () => {
  it('reports health and readiness', async () => {
    expect((await api.anon.get('/healthz')).body.data).toEqual({ status: 'ok' });
    const ready = (await api.anon.get('/readyz')).body.data;
    expect(['pglite', 'postgres']).toContain(ready.database);
  });

  it('publishes OpenAPI generated from the zod schemas', async () => {
    const doc = (await api.anon.get('/docs/json')).raw.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/oauth/token'].post.requestBody).toBeTruthy();
    expect(doc.paths['/s/v1/s-survey']).toBeTruthy();
    expect((await api.anon.get('/docs')).status).toBeLessThan(400);
  });
});
