// The public portal's answers: weak ETags and 304, a new ETag as soon as content changes, compression, no cached errors.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '@/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

describe('caching', () => {
  it('sends a weak ETag with revalidation and answers 304 when it still matches', async () => {
    const res = await api.anon.get('/p/v1/news?size=3');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(res.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    const same = await api.anon.get('/p/v1/news?size=3', { headers: { 'if-none-match': etag } });
    expect(same.status).toBe(304);
    expect(same.raw.body).toBe('');
    const other = await api.anon.get('/p/v1/news?size=4', { headers: { 'if-none-match': etag } });
    expect(other.status).toBe(200);
  });

  it('changes the ETag as soon as the content changes', async () => {
    const before = await api.anon.get('/p/v1/news?size=3');
    const [top] = before.body.data.list;
    await api.app.db
      .update(news)
      .set({ title: `${top.title}（更新）` })
      .where(eq(news.id, top.id));
    const after = await api.anon.get('/p/v1/news?size=3', {
      headers: { 'if-none-match': before.headers.etag as string },
    });
    expect(after.status).toBe(200);
    expect(after.body.data.list[0].title).toContain('（更新）');
  });

  it('compresses answers of 1 KB or more for clients that accept it, with the same ETag and 304', async () => {
    const plain = await api.anon.get('/p/v1/news?size=7');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.raw.body.length).toBeGreaterThan(1024);

    const br = await api.anon.get('/p/v1/news?size=7', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-language, accept-encoding');
    expect(br.raw.rawPayload.length).toBeLessThan(plain.raw.body.length / 2);
    expect(brotliDecompressSync(br.raw.rawPayload).toString()).toBe(plain.raw.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const gz = await api.anon.get('/p/v1/news?size=7', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.raw.rawPayload).toString()).toBe(plain.raw.body);

    const refused = await api.anon.get('/p/v1/news?size=7', { headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const revalidated = await api.anon.get('/p/v1/news?size=7', {
      headers: {
        'accept-encoding': 'br',
        'if-none-match': plain.headers.etag as string,
      },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.raw.rawPayload.length).toBe(0);

    // A small answer is sent as it is.
    const small = await api.anon.get('/p/v1/news/999999', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.code).toBe(404);
  });

  it('compresses the site info, which every page load asks for', async () => {
    const res = await api.anon.get('/o/v1/systems/info', { headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.raw.rawPayload).toString()).data.website).toBeTruthy();
  });

  it('never caches errors', async () => {
    const res = await api.anon.get('/p/v1/news/999999');
    expect(res.headers.etag).toBeUndefined();
  });
});
