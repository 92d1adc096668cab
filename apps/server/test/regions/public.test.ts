// The public division tree (GET /p/v1/regions): one level at a time, without a token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, dataAt, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const data = (url: string) => dataAt(api.anon, url);

describe('GET /p/v1/regions', () => {
  it('gives one level of the division tree without a token: provinces, then the children of a code', async () => {
    const top = await data('/p/v1/regions');
    expect(top.map((r: { code: string }) => r.code)).toContain('370000');
    expect(top.every((r: { level: string }) => r.level === 'province')).toBe(true);

    const cities = await data('/p/v1/regions?parent=370000');
    const jinan = cities.find((r: { code: string }) => r.code === '370100');
    expect(jinan).toMatchObject({ name: '济南市', level: 'city', parent_code: '370000', has_children: true });
    const areas = await data('/p/v1/regions?parent=370100');
    expect(areas.length).toBeGreaterThan(0);
    expect(areas.every((r: { code: string; level: string }) => r.code.startsWith('3701') && r.level === 'area')).toBe(
      true,
    );
  });

  it('answers an empty level for an unknown code, 400 for a malformed one, and is cacheable', async () => {
    expect(await data('/p/v1/regions?parent=379900')).toEqual([]);
    const bad = await api.anon.get('/p/v1/regions?parent=37%27--');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBeTruthy();
    const res = await api.anon.get('/p/v1/regions?parent=370000');
    expect(res.headers.etag).toMatch(/^W\//);
    expect(
      (await api.anon.get('/p/v1/regions?parent=370000', { headers: { 'if-none-match': res.headers.etag as string } }))
        .status,
    ).toBe(304);
  });
});
