// A landing page made for its request (plugins/firstPaint.ts): the header the web build's server module paints for
// this site, language and visitor, and the API answers the page asks for first, asked as the visitor. The module here
// is a stand-in that writes what it was given (the real one, apps/web/src/ssr/firstPaint.tsx, is checked in a browser:
// apps/web/e2e/first-paint.spec.ts).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SITES_API, STUDENTS_API, USERS_API } from '@etp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, fillAddress } from '@/plugins/firstPaint.ts';
import { type Api, testApp } from '../helpers.ts';

const FAKE_RENDERER = `
export const pageLanguage = (cookie) => (cookie === 'en-US' ? 'en-US' : 'zh-CN');
export function renderFirstPaint(input) {
  if (input.frame === 'student' && !input.user) return null;
  return '<header data-frame="' + input.frame + '" data-path="' + input.path + '" data-lang="' + (input.language ?? '') +
    '" data-signed-in="' + input.signedIn + '">' + (input.system?.website ?? '') + '|' + (input.user?.username ?? '') +
    '</header>';
}
`;

let api: Api;
let web: Api;
let bare: Api;

function makeDist(root: string, renderer: string | null) {
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><script type="module" crossorigin src="/assets/i.js"></script></head><body><div id="root"></div></body></html>',
  );
  const routes = {
    '/newsList': { js: [], css: [], frame: 'portal', data: [SITES_API.info, '/p/v1/news?page=1&size=10'] },
    '/newsDetail': { js: [], css: [], frame: 'portal', data: [SITES_API.info, '/p/v1/news/{id}'] },
    '/studentFront/study': {
      js: [],
      css: [],
      frame: 'student',
      data: [USERS_API.info, SITES_API.info, STUDENTS_API.detail],
    },
  };
  writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify({ entry: { js: [], css: [] }, routes }));
  if (renderer !== null) {
    mkdirSync(join(root, 'dist-ssr'), { recursive: true });
    writeFileSync(join(root, 'dist-ssr', 'firstPaint.js'), renderer);
  }
  return dist;
}

beforeAll(async () => {
  api = await testApp();
  web = await testApp({ WEB_DIST: makeDist(join(api.config.dataDir, 'web'), FAKE_RENDERER) });
  // A server module that fails to load: pages are served without a first paint.
  bare = await testApp({ WEB_DIST: makeDist(join(api.config.dataDir, 'broken'), 'throw new Error("broken");') });
});
afterAll(async () => {
  await api.close();
  await web.close();
  await bare.close();
});

const root = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1] ?? '';
const answers = (html: string) => {
  const found = /<script type="application\/json" id="first-data">(.*?)<\/script>/.exec(html);
  return found ? (JSON.parse(found[1] ?? '') as Record<string, { code: number; data: unknown }>) : {};
};

describe('a landing page made for its request', () => {
  it("paints the layout's header for the site and sends the answers the page asks for first", async () => {
    const page = await web.anon.get('/newsList');
    const site = await web.anon.get(SITES_API.info);
    expect(root(page.raw.body)).toBe(
      `<header data-frame="portal" data-path="/newsList" data-lang="" data-signed-in="false">${site.body.data.website}|</header>`,
    );
    // Its scripts are fetched at low priority: the first paint does not wait for them.
    expect(page.raw.body).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/i.js">');
    const sent = answers(page.raw.body);
    expect(sent[SITES_API.info]).toEqual(site.body);
    expect(sent['/p/v1/news?page=1&size=10']).toEqual((await web.anon.get('/p/v1/news?page=1&size=10')).body);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers.vary).toMatch(/cookie/);
  });

  it('paints in the language the cookie names, and says so on the html element', async () => {
    const page = await web.anon.get('/newsList', { headers: { cookie: 'sidebarStatus=1; language=en-US' } });
    expect(page.raw.body).toContain('<html lang="en-US">');
    expect(root(page.raw.body)).toContain('data-lang="en-US"');
    expect((await web.anon.get('/newsList')).raw.body).toContain('<html lang="zh-CN">');
  });

  it("fills an address from the page's query, and leaves out what the page will not ask", async () => {
    const list = await web.anon.get('/p/v1/news?page=1&size=1');
    const id = list.body.data.list[0].id as number;
    const views = async () => ((await web.anon.get(`/p/v1/news/${id}`)).body.data as { view_count: number }).view_count;
    const before = await views();
    const detail = answers((await web.anon.get(`/newsDetail?id=${id}`)).raw.body)[`/p/v1/news/${id}`];
    expect(detail?.data).toMatchObject({ id, view_count: before + 1 });
    // The page's view is the one the server asked for it: the app reads it from the page instead of asking again.
    expect(await views()).toBe(before + 2);
    // Without the parameter, or with one the API refuses, the page asks for itself.
    expect(Object.keys(answers((await web.anon.get('/newsDetail')).raw.body))).toEqual([SITES_API.info]);
    expect(Object.keys(answers((await web.anon.get('/newsDetail?id=x%3Cy')).raw.body))).toEqual([SITES_API.info]);
    // A list opened with a query may ask another page or filter: its first page is not sent.
    expect(Object.keys(answers((await web.anon.get('/newsList?page=2')).raw.body))).toEqual([SITES_API.info]);
  });

  it("asks a signed-in page's calls with the visitor's session, and no cache may keep that page", async () => {
    const { tokens, client } = await web.signIn('student');
    const cookie = `Admin-Token=${encodeURIComponent(`Bearer ${tokens.access_token}`)}`;
    const page = await web.anon.get('/studentFront/study', { headers: { cookie } });
    const sent = answers(page.raw.body);
    const me = await client.get(USERS_API.info);
    expect(sent[USERS_API.info]).toEqual(me.body);
    expect(sent[STUDENTS_API.detail]?.code).toBe(200);
    const site = (await web.anon.get(SITES_API.info)).body.data.website;
    expect(root(page.raw.body)).toBe(
      `<header data-frame="student" data-path="/studentFront/study" data-lang="" data-signed-in="true">${site}|${me.body.data.username}</header>`,
    );
    expect(page.headers['cache-control']).toBe('private, no-store');

    // Without a session: the calls answer 401 and are left out, and the student's header is not painted.
    const anonymous = await web.anon.get('/studentFront/study');
    expect(Object.keys(answers(anonymous.raw.body))).toEqual([SITES_API.info]);
    expect(root(anonymous.raw.body)).toBe('');
    expect(anonymous.headers['cache-control']).toBe('no-cache');
    // An expired or forged token is a visitor without a session.
    const forged = await web.anon.get('/studentFront/study', { headers: { cookie: 'Admin-Token=Bearer%20x.y.z' } });
    expect(root(forged.raw.body)).toBe('');
    expect(answers(forged.raw.body)[USERS_API.info]).toBeUndefined();
  });

  it('serves the page without a first paint when the server module is not there or fails to load', async () => {
    const page = await bare.anon.get('/newsList');
    expect(root(page.raw.body)).toBe('');
    expect(page.raw.body).not.toContain('fetchpriority');
    expect(answers(page.raw.body)[SITES_API.info]?.code).toBe(200);
  });

  it('makes a page only for GET: HEAD gets index.html as built', async () => {
    const head = await web.anon.request('HEAD', '/newsList');
    expect(head.status).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
  });
});

describe('reading the request', () => {
  it('reads a cookie as js-cookie wrote it', () => {
    expect(cookieValue('a=1; Admin-Token=Bearer%20abc; language=en-US', 'Admin-Token')).toBe('Bearer abc');
    expect(cookieValue('a=1', 'language')).toBeUndefined();
    expect(cookieValue(undefined, 'language')).toBeUndefined();
    expect(cookieValue('language=%E0%A4%A', 'language')).toBeUndefined();
  });

  it("fills `{name}` from the page's query, encoded", () => {
    const query = new URLSearchParams('code=a/b c&id=7');
    expect(fillAddress('/p/v1/completion-tests/{code}', query)).toBe('/p/v1/completion-tests/a%2Fb%20c');
    expect(fillAddress('/p/v1/news/{id}', query)).toBe('/p/v1/news/7');
    expect(fillAddress('/p/v1/news/{id}', new URLSearchParams())).toBeNull();
    expect(fillAddress('/p/v1/news?page=1', query)).toBeNull();
    expect(fillAddress('/p/v1/news?page=1', new URLSearchParams())).toBe('/p/v1/news?page=1');
  });
});
