// Issue 10.9: `/\evil.example` (and `//evil.example`) is not a path of this site in any link field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Api, type Client, testApp } from '../helpers.ts';

let api: Api;
let admin: Client;
beforeAll(async () => {
  api = await testApp({ RATE_LIMIT_MAX: '100000' });
  admin = api.as('admin');
});
afterAll(() => api.close());

const OFF_SITE = ['/\\evil.example', '//evil.example', '/\\/evil.example', '/ok\\..\\evil'];
const IMAGE = '/uploads/2026/01/0123456789abcdef0123456789abcdef.png';

const send = (method: 'POST' | 'PUT', url: string, payload: object) => admin.request(method, url, payload);

describe.each(OFF_SITE)('the link %s', (link) => {
  it('is refused for a portal link and a carousel slide', async () => {
    const portalLink = await send('POST', '/a/v1/links', { name: '链接', url: link, order_num: 0 });
    expect(portalLink.status).toBe(400);
    expect(portalLink.body.data.fields.url).toBeTruthy();
    const slide = await send('POST', '/a/v1/carousel', { title: '轮播', image: IMAGE, link, order_num: 0 });
    expect(slide.status).toBe(400);
    expect(slide.body.data.fields.link).toBeTruthy();
  });

  it("is refused for a site's footer links, logo and an attachment of a feature", async () => {
    const site = (await admin.get('/a/v1/sites/1')).body.data;
    const { id: _id, updated_at: _u, ...fields } = site;
    const footer = await send('PUT', '/a/v1/sites/1', { ...fields, links: [{ name: '友情链接', url: link }] });
    expect(footer.status).toBe(400);
    const logo = await send('PUT', '/a/v1/sites/1', { ...fields, logo: link });
    expect(logo.status).toBe(400);
    const feature = await send('POST', '/a/v1/operates/features', {
      name: '新功能',
      content: '',
      attachments: [{ id: 0, name: '说明', url: link }],
      published: false,
    });
    expect(feature.status).toBe(400);
  });

  it('is refused as a top-level menu path', async () => {
    const menu = await send('POST', '/a/v1/menus', {
      parent_id: null,
      path: link,
      component: 'Layout',
      title: '外部',
    });
    expect(menu.status).toBe(400);
    const active = await send('POST', '/a/v1/menus', {
      parent_id: null,
      path: '/outside',
      component: 'Layout',
      title: '外部',
      active_menu: '//evil.example',
    });
    expect(active.status).toBe(400);
  });
});

describe('same-site paths and http(s) addresses', () => {
  it('are still taken', async () => {
    expect((await send('POST', '/a/v1/links', { name: '站内', url: '/policyList', order_num: 0 })).status).toBe(201);
    expect((await send('POST', '/a/v1/links', { name: '站外', url: 'https://www.gov.cn/', order_num: 0 })).status).toBe(
      201,
    );
  });
});
