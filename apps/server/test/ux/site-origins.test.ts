// Addresses of other sites keep the scheme and port (issue 11, point 3): built from the site's configured origin,
// or its domain with the request's scheme and port, by one helper.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteOrigin } from '../../src/modules/sites/index.ts';
import { type Api, testApp } from '../helpers.ts';

describe('siteOrigin', () => {
  const request = { protocol: 'http', host: 'localhost:5173' };
  it("keeps a configured origin and gives a bare domain the request's scheme and port", () => {
    expect(siteOrigin('https://service.example.cn:8443/', request)).toBe('https://service.example.cn:8443');
    expect(siteOrigin('practice.localhost', request)).toBe('http://practice.localhost:5173');
    expect(siteOrigin('practice.localhost:8080', request)).toBe('http://practice.localhost:8080');
    expect(siteOrigin('practice.example.cn', { protocol: 'https', host: 'www.example.cn' })).toBe(
      'https://practice.example.cn',
    );
    expect(siteOrigin('', request)).toBe('http://localhost:5173');
  });
});

describe('the addresses the server sends', () => {
  let api: Api;
  beforeAll(async () => {
    api = await testApp();
  });
  afterAll(() => api.close());

  it("gives the teacher's other sites their origin with the port the page came in by", async () => {
    const res = await api
      .as('teacher')
      .get<{ domain: string; origin: string }[]>('/o/v1/users/website', { headers: { host: 'localhost:5173' } });
    const sites = res.body.data;
    expect(sites.find((s) => s.domain === 'practice.localhost')?.origin).toBe('http://practice.localhost:5173');
  });

  it("builds the startup-service address from the site's service domain, with the request's port", async () => {
    const res = await api.anon.get('/o/v1/systems/info', { headers: { host: 'practice.localhost:4100' } });
    expect(res.body.data.service_origin).toBe('http://practice.localhost:4100');
  });
});
