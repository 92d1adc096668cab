// Issue 10.3: NUL and other control characters in any text of any route answer 400 with a field message, never
// 500; dates outside 1900-2100 are refused. The routes are walked from the OpenAPI document, so new routes are
// covered by themselves.
import { translate } from '@etp/contracts';
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Client, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp({ RATE_LIMIT_MAX: '1000000', LOGIN_LIMIT_PER_USERNAME: '1000', LOGIN_LIMIT_PER_IP: '1000' });
});
afterAll(() => api.close());

interface Operation {
  parameters?: { in: string; name: string; schema?: { type?: string } }[];
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

type ApiDoc = { paths: Record<string, Record<string, Operation>> };
let apiDoc: ApiDoc | undefined;
/** The OpenAPI document, read once per file (it is large, and the property test below picks from it 150 times). */
async function doc(): Promise<ApiDoc> {
  apiDoc ??= (await api.anon.get('/docs/json')).raw.json() as ApiDoc;
  return apiDoc;
}

async function operations() {
  const { paths } = await doc();
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
}

const NUL = '\u0000';
const CONTROL_MSG = translate('zh-CN', 'validation.control_chars');

function clientFor(path: string): Client {
  const role = path.startsWith('/f/') ? 'teacher' : path.startsWith('/s/') ? 'student' : 'admin';
  return path.startsWith('/p/') || path.startsWith('/oauth') ? api.anon : api.as(role);
}

/** The path with every parameter filled: `fill` for the one under test, a plausible id for the others. */
const urlOf = (path: string, fill?: string) =>
  path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    fill !== undefined ? encodeURIComponent(fill) : name === 'id' ? '1' : name,
  );

describe('control characters in any text field', () => {
  it('never answer 500: path parameters, query parameters and body fields', async () => {
    const failures: string[] = [];
    const checked: string[] = [];
    const send = async (
      label: string,
      client: Client,
      method: string,
      url: string,
      body?: object,
      query?: Record<string, string>,
    ) => {
      const res = await client.request(method as 'GET', url, body, query ? { query } : {});
      checked.push(label);
      if (res.status >= 500) failures.push(`${label} -> ${res.status} ${res.raw.body.slice(0, 200)}`);
      return res;
    };
    for (const { path, method, op } of await operations()) {
      if (path.startsWith('/docs') || path.includes('logout')) continue;
      const client = clientFor(path);
      const params = op.parameters ?? [];
      if (params.some((p) => p.in === 'path')) {
        await send(`${method} ${path} path=NUL`, client, method, urlOf(path, NUL));
      }
      for (const q of params.filter((p) => p.in === 'query')) {
        const res = await send(`${method} ${path} ?${q.name}=NUL`, client, method, urlOf(path), undefined, {
          [q.name]: `a${NUL}b`,
        });
        if (res.status === 400 && !res.raw.body.includes('控制字符') && q.schema?.type === 'string') {
          // Another rule of the field (an enum, a pattern) may answer first: also a 400, which is what matters.
        }
      }
      const body = op.requestBody?.content?.['application/json']?.schema?.properties;
      for (const field of Object.keys(body ?? {})) {
        const res = await send(`${method} ${path} body.${field}=NUL`, client, method, urlOf(path), {
          [field]: `a${NUL}b`,
        });
        if (res.status === 400) {
          const fields = res.body.data?.fields ?? {};
          // A path parameter this walk cannot fill with a valid value may be refused first; that is fine.
          const pathRefused = params.some((p) => p.in === 'path' && p.name in fields);
          if (!pathRefused && !Object.values(fields).includes(CONTROL_MSG)) {
            failures.push(
              `${method} ${path} body.${field}: 400 without the control-character message: ${res.raw.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked.length).toBeGreaterThan(100);
  });

  it('names the field and says why, in both languages', async () => {
    const zh = await api.anon.get('/p/v1/news?keyword=%00');
    expect(zh.status).toBe(400);
    expect(zh.body.data.fields.keyword).toBe(CONTROL_MSG);
    const en = await api.anon.post(
      '/oauth/token',
      { username: `admin${NUL}`, password: 'x', role: 'admin' },
      { headers: { 'accept-language': 'en-US' } },
    );
    expect(en.status).toBe(400);
    expect(en.body.data.fields.username).toBe(translate('en-US', 'validation.control_chars'));
  });

  it('refuses line breaks in one-line fields but keeps them in multi-line ones', async () => {
    const admin = api.as('admin');
    const oneLine = await admin.post('/a/v1/dict-types', { code: 'HARDEN_PROBE', name: 'a\nb', remark: '' });
    expect(oneLine.status).toBe(400);
    expect(oneLine.body.data.fields.name).toBe(CONTROL_MSG);
    const multiLine = await admin.post('/a/v1/dict-types', {
      code: 'HARDEN_PROBE',
      name: 'Probe',
      remark: 'line one\n\tline two',
    });
    expect(multiLine.status, multiLine.raw.body).toBeLessThan(300);
  });

  it.each(['/p/v1/news?from=0000-01-01', '/p/v1/news?to=9999-12-31', '/p/v1/policies?from=1899-12-31'])(
    'refuses a date out of range: %s',
    async (url) => {
      const res = await api.anon.get(url);
      expect(res.status).toBe(400);
      expect(res.body.msg).toContain('1900');
    },
  );

  it('takes dates inside the range', async () => {
    expect((await api.anon.get('/p/v1/news?from=1900-01-01&to=2100-12-31')).status).toBe(200);
  });
});

// fast-check's default strings rarely hold control characters: put them in on purpose.
const controlText = fc
  .array(
    fc.oneof(fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\u0085', '\ud800', '\n', '\t'), fc.string()),
    {
      minLength: 1,
      maxLength: 6,
    },
  )
  .map((parts) => parts.join(''));

describe('random text with control characters', () => {
  test.prop([fc.nat(), controlText, fc.constantFrom('query', 'body')], { numRuns: 150 })(
    'never makes a route answer 5xx',
    async (index, text, where) => {
      const all = (await doc()).paths;
      const paths = Object.keys(all).filter((p) => !p.startsWith('/docs') && !p.includes('logout'));
      const path = paths[index % paths.length]!;
      const method = Object.keys(all[path]!)[0]!.toUpperCase() as 'GET';
      const inQuery = where === 'query' || method === 'GET';
      const res = await clientFor(path).request(
        method,
        urlOf(path),
        inQuery ? undefined : { title: text, name: text, content: text, username: text, password: text },
        inQuery
          ? { query: { keyword: text, username: text, number: text, title: text }, streams: true }
          : { streams: true },
      );
      if (res.status >= 500) throw new Error(`${method} ${path} -> ${res.status} ${res.raw.body}`);
    },
  );
});
