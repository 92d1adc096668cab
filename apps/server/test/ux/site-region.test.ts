// A site bound to a region (issue 11, point 7) shows that region's content and the province-wide items, and its own
// banner; the navbar's learning services are configured per site (point 2).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const read = async (url: string, host: string) =>
  (await api.anon.get(url, { headers: { host: `${host}:3000` } })).body.data;

describe('a site bound to a region', () => {
  it("lists only its region's and the province-wide news", async () => {
    const jinan = (await read('/p/v1/news?size=100', 'second.localhost')).list as { region_code: string | null }[];
    const everywhere = (await read('/p/v1/news?size=100', 'localhost')).list as { region_code: string | null }[];
    expect(jinan.length).toBeGreaterThan(0);
    expect(jinan.length).toBeLessThan(everywhere.length);
    for (const item of jinan)
      expect([null, '370000'].includes(item.region_code) || item.region_code!.startsWith('3701')).toBe(true);
    expect(jinan.some((i) => i.region_code?.startsWith('3701') && i.region_code !== '370000')).toBe(true);
    expect(everywhere.some((i) => i.region_code?.startsWith('3702'))).toBe(true);
  });

  it("lists only its region's institutions", async () => {
    const jinan = (await read('/p/v1/organizations?size=100', 'second.localhost')).list as { region_code: string }[];
    expect(jinan.length).toBeGreaterThan(0);
    for (const item of jinan) expect(item.region_code.startsWith('3701')).toBe(true);
  });

  it('has its own banner, and the province site keeps the province banner', async () => {
    const jinan = (await read('/p/v1/carousel', 'second.localhost')) as { title: string }[];
    const province = (await read('/p/v1/carousel', 'localhost')) as { title: string }[];
    expect(jinan.map((s) => s.title)).toEqual(['泉城创业 扬帆起航', '济南市创业补贴 一网通办']);
    expect(province.map((s) => s.title)).not.toContain('泉城创业 扬帆起航');
    expect(province.length).toBeGreaterThan(0);
  });

  it('tells the browser its region and the learning services it configures', async () => {
    const info = await read('/o/v1/systems/info', 'second.localhost');
    expect(info.region_code).toBe('370100');
    expect(info.resource_url).toBe('/learningService?kind=resource');
  });

  it('refuses a region that is not a division code', async () => {
    const admin = api.as('admin');
    const sites = (await admin.get('/a/v1/sites')).body.data.list;
    const second = sites.find((s: { domain: string }) => s.domain === 'second.localhost');
    const { id, updated_at: _u, ...fields } = second;
    const bad = await admin.put(`/a/v1/sites/${id}`, { ...fields, region_code: 'jinan' });
    expect(bad.status).toBe(400);
    const unbound = await admin.put(`/a/v1/sites/${id}`, { ...fields, region_code: null, game_url: '' });
    expect(unbound.status).toBe(200);
    const info = await read('/o/v1/systems/info', 'second.localhost');
    expect(info.region_code).toBeNull();
    expect(info.game_url).toBe('');
  });
});
