// The HTTP client under api/http.ts keeps what the app relied on of axios: query text as axios wrote it, JSON bodies,
// headers by any case, a status outside 2xx as an error with its response, interceptors in axios's order.
import { describe, expect, it } from 'vitest';
import { type Adapter, buildUrl, createClient, HttpError, HttpHeaders, type ResolvedConfig } from './client';

describe('query parameters', () => {
  it('are written as axios wrote them', () => {
    expect(buildUrl('/p/v1/news', { page: 1, size: 12, title: 'a b:c,d$', none: undefined, empty: null })).toBe(
      '/p/v1/news?page=1&size=12&title=a+b:c,d$',
    );
    // What axios.getUri gave for the same (axios 1.21).
    expect(
      buildUrl('/x?a=1', { ids: [1, 2], at: new Date('2026-11-20T01:00:00Z'), o: { k: 1 }, q: '中', b: true }),
    ).toBe('/x?a=1&ids%5B%5D=1&ids%5B%5D=2&at=2026-11-20T01:00:00.000Z&o%5Bk%5D=1&q=%E4%B8%AD&b=true');
    expect(buildUrl('/x#top', { q: '中' })).toBe('/x?q=%E4%B8%AD');
    expect(buildUrl('/x', {})).toBe('/x');
  });
});

describe('the client', () => {
  const client = (adapter: Adapter) => {
    const http = createClient({ baseURL: '/api', timeout: 18_000 });
    http.defaults.adapter = adapter;
    return http;
  };
  const ok = (config: ResolvedConfig, status = 200, data: unknown = { code: 200 }) =>
    Promise.resolve({ data, status, statusText: '', headers: {}, config });

  it('sends JSON with its content type, the defaults and headers by any case', async () => {
    let seen: ResolvedConfig | undefined;
    const http = client((config) => {
      seen = config;
      return ok(config);
    });
    await http.post('/a', { x: 1 }, { headers: { authorization: 'Bearer t' } });
    expect(seen?.data).toBe('{"x":1}');
    expect(seen?.headers.get('Content-Type')).toBe('application/json');
    expect(seen?.headers.get('Authorization')).toBe('Bearer t');
    expect(seen?.timeout).toBe(18_000);
    expect(seen?.baseURL).toBe('/api');
    const form = new FormData();
    await http.put('/b', form, { headers: new HttpHeaders({ 'Content-Type': 'x' }) });
    expect(seen?.data).toBe(form);
    expect(seen?.headers.has('content-type')).toBe(false);
  });

  it('rejects a status outside 2xx with its response, after the interceptors', async () => {
    const http = client((config) => ok(config, 404, { code: 404, msg: 'gone' }));
    const order: string[] = [];
    http.interceptors.request.use((config) => {
      order.push('first added');
      return config;
    });
    http.interceptors.request.use((config) => {
      order.push('last added');
      return config;
    });
    http.interceptors.response.use(undefined, (error: HttpError) => Promise.reject(error));
    const error = (await http.get('/c').catch((e: unknown) => e)) as HttpError;
    expect(order).toEqual(['last added', 'first added']);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.code).toBe('ERR_BAD_REQUEST');
    expect(error.response?.status).toBe(404);
    expect(error.response?.data).toEqual({ code: 404, msg: 'gone' });
  });

  it('resolves through the response interceptors to what they return', async () => {
    const http = client((config) => ok(config, 200, { code: 200, data: 7 }));
    http.interceptors.response.use((response) => response.data);
    await expect(http.get<unknown, { data: number }>('/d')).resolves.toEqual({ code: 200, data: 7 });
  });
});
