// Managing portal content: the publishing cycle, regional scope, validation, organisation pages and the audit log.
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, institutions, news } from '@/db/schema/index.ts';
import { type Api, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

type Editor = 'admin' | 'province' | 'city' | 'area';
/** A call that must succeed: its data. */
const ok = async (role: Editor, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await api.as(role).request(method, url, payload);
  expect(res.status, `${role} ${method} ${url}: ${res.raw.body.slice(0, 300)}`).toBeLessThan(300);
  return res.body.data;
};
const publicTitles = async (path = '/p/v1/news') =>
  (await api.anon.get(`${path}?size=100`)).body.data.list.map((n: { title: string }) => n.title);
const lastAudit = async (action: string) =>
  (
    await api.app.db.select().from(auditLogs).where(eq(auditLogs.action, action)).orderBy(desc(auditLogs.id)).limit(1)
  )[0];

// A change takes the whole record (issue 10.5): the fields left at their creation defaults are sent too.
const article = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: '',
  cover: '',
  content: '<p>第一段正文。</p><p>第二段正文。</p>',
  category: '工作动态',
  source: '',
  author: '',
  attachments: [],
  ...extra,
});

describe('the publishing cycle', () => {
  it('creates a draft that the portal does not show, then publishes, pins, withdraws and deletes it', async () => {
    const created = await ok('admin', 'POST', '/a/v1/news', article('测试新闻：发布流程', { region_code: '370000' }));
    expect(created).toMatchObject({ status: 'draft', region_code: '370000', region_name: '山东省', publish_at: null });
    expect(created.summary).toBe('第一段正文。 第二段正文。');
    expect(await publicTitles()).not.toContain('测试新闻：发布流程');

    const published = await ok('admin', 'POST', `/a/v1/news/${created.id}/publish`, {});
    expect(published.status).toBe('published');
    expect(await publicTitles()).toContain('测试新闻：发布流程');

    await ok('admin', 'POST', `/a/v1/news/${created.id}/pin`, { pinned: true });
    const firstPinned = (await publicTitles()).indexOf('测试新闻：发布流程');
    const pinnedCount = (await api.anon.get('/p/v1/news?size=100')).body.data.list.filter(
      (n: { pinned: boolean }) => n.pinned,
    ).length;
    expect(firstPinned).toBeLessThan(pinnedCount);

    const withdrawn = await ok('admin', 'POST', `/a/v1/news/${created.id}/unpublish`);
    expect(withdrawn.status).toBe('draft');
    expect(await publicTitles()).not.toContain('测试新闻：发布流程');

    await ok('admin', 'DELETE', `/a/v1/news/${created.id}`);
    expect((await api.as('admin').get(`/a/v1/news/${created.id}`)).status).toBe(404);
  });

  it('schedules an item with a future publish_at and shows it once the time has come', async () => {
    const created = await ok('admin', 'POST', '/a/v1/news', article('测试新闻：定时发布'));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const res = await api.as('admin').post(`/a/v1/news/${created.id}/publish`, { publish_at: later });
    expect(res.body.data.status).toBe('scheduled');
    expect(res.body.msg).toBe('已设置定时发布');
    expect(await publicTitles()).not.toContain('测试新闻：定时发布');
    const scheduled = await ok('admin', 'GET', '/a/v1/news?status=scheduled&size=100');
    expect(scheduled.list.map((n: { id: number }) => n.id)).toContain(created.id);

    await api.app.db
      .update(news)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(news.id, created.id));
    expect(await publicTitles()).toContain('测试新闻：定时发布');
    expect((await ok('admin', 'GET', `/a/v1/news/${created.id}`)).status).toBe('published');
  });

  it('lists every status with filters and edits in place', async () => {
    const drafts = await ok('admin', 'GET', '/a/v1/news?status=draft&size=100');
    expect(drafts.total).toBeGreaterThan(0);
    expect(drafts.list.every((n: { status: string }) => n.status === 'draft')).toBe(true);
    expect(drafts.list[0]).not.toHaveProperty('content');

    const created = await ok('admin', 'POST', '/a/v1/policies', {
      ...article('测试政策'),
      level: 'city',
      region_code: '370100',
      issuing_body: '济南市人力资源和社会保障局',
      document_number: '济人社发〔2026〕1号',
      effective_date: '2026-01-01',
    });
    const edited = await ok('admin', 'PUT', `/a/v1/policies/${created.id}`, {
      ...article('测试政策（修订）'),
      level: 'city',
      issuing_body: '济南市人力资源和社会保障局',
      document_number: '',
      effective_date: null,
    });
    expect(edited).toMatchObject({ title: '测试政策（修订）', region_code: '370100', document_number: '' });
    const cityPolicies = await ok('admin', 'GET', '/a/v1/policies?level=city&keyword=修订');
    expect(cityPolicies.list.map((p: { id: number }) => p.id)).toEqual([created.id]);
  });

  it('orders carousel slides and friendly links as told', async () => {
    const slides = await ok('admin', 'GET', '/a/v1/carousel');
    const reversed = [...slides.list].reverse().map((s: { id: number }, i: number) => ({ id: s.id, order_num: i }));
    await ok('admin', 'PUT', '/a/v1/carousel/order', { items: reversed });
    const portal = (await api.anon.get('/p/v1/carousel')).body.data;
    // The province site shows the province-wide slides (a city's own slides are on its site).
    const provinceWide = new Set(
      slides.list
        .filter((s: { region_code: string | null }) => s.region_code === null)
        .map((s: { id: number }) => s.id),
    );
    expect(portal.map((s: { id: number }) => s.id)).toEqual(
      reversed.map((s) => s.id).filter((id: number) => provinceWide.has(id)),
    );

    const link = await ok('admin', 'POST', '/a/v1/links', { name: '测试链接', url: 'https://example.org' });
    await ok('admin', 'POST', `/a/v1/links/${link.id}/publish`, {});
    expect((await api.anon.get('/p/v1/links')).body.data.map((l: { name: string }) => l.name)).toContain('测试链接');
    expect((await api.as('admin').put('/a/v1/links/order', { items: [{ id: 999999, order_num: 1 }] })).status).toBe(
      404,
    );
  });
});

describe('validation', () => {
  it('refuses a missing title, bad links and pictures, and unknown regions with readable messages', async () => {
    const noTitle = await api.as('admin').post('/a/v1/news', { content: '<p>x</p>' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.msg).toBe('请输入标题');
    const script = await api.as('admin').post('/a/v1/links', { name: 'x', url: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(script.body.msg).toContain('http');
    const protocolRelative = await api.as('admin').post('/a/v1/carousel', {
      title: 'x',
      image: 'data:image/png;base64,iVBORw0KGgo=',
      link: '//evil.example',
    });
    expect(protocolRelative.status).toBe(400);
    const htmlImage = await api.as('admin').post('/a/v1/carousel', {
      title: 'x',
      image: 'data:text/html;base64,PHNjcmlwdD4=',
    });
    expect(htmlImage.status).toBe(400);
    const unknownRegion = await api.as('admin').post('/a/v1/news', article('x', { region_code: '379999' }));
    expect(unknownRegion.status).toBe(400);
    expect((await api.as('admin').post('/a/v1/news/abc/publish', {})).status).toBe(400);
    expect((await api.as('admin').post('/a/v1/news/1/publish', { publish_at: 'tomorrow' })).status).toBe(400);
  });
});

describe('regional scope', () => {
  it("puts a regional administrator's items in their own region and refuses other regions (403)", async () => {
    const mine = await ok('city', 'POST', '/a/v1/news', article('济南市测试新闻'));
    expect(mine.region_code).toBe('370100');
    const area = await ok('city', 'POST', '/a/v1/news', article('历下区测试新闻', { region_code: '370102' }));
    expect(area.region_code).toBe('370102');
    for (const region of ['370200', '370000', null]) {
      const res = await api.as('city').post('/a/v1/news', article('越权新闻', { region_code: region }));
      expect(res.status, String(region)).toBe(403);
      expect(res.body.msg).toBe('只能管理本辖区的内容');
    }
    const moved = await api
      .as('city')
      .put(`/a/v1/news/${mine.id}`, article('济南市测试新闻', { region_code: '370200' }));
    expect(moved.status).toBe(403);
  });

  it("does not let a city administrator see or change another city's item", async () => {
    const qingdao = await ok('admin', 'POST', '/a/v1/news', article('青岛市测试新闻', { region_code: '370200' }));
    expect((await api.as('city').get(`/a/v1/news/${qingdao.id}`)).status).toBe(404);
    expect((await api.as('city').put(`/a/v1/news/${qingdao.id}`, article('改标题'))).status).toBe(404);
    expect((await api.as('city').post(`/a/v1/news/${qingdao.id}/publish`, {})).status).toBe(404);
    expect((await api.as('city').delete(`/a/v1/news/${qingdao.id}`)).status).toBe(404);
    const list = await ok('city', 'GET', '/a/v1/news?size=100');
    expect(list.list.every((n: { region_code: string }) => n.region_code.startsWith('3701'))).toBe(true);
    expect((await ok('province', 'GET', `/a/v1/news/${qingdao.id}`)).title).toBe('青岛市测试新闻');
    const stored = await api.app.db.select().from(news).where(eq(news.id, qingdao.id));
    expect(stored[0]?.title).toBe('青岛市测试新闻');
  });

  it('shows an area administrator only their area', async () => {
    const list = await ok('area', 'GET', '/a/v1/news?size=100');
    expect(list.total).toBeGreaterThan(0);
    expect(list.list.every((n: { region_code: string }) => n.region_code === '370102')).toBe(true);
    const cityItem = (await ok('city', 'GET', '/a/v1/news?size=100')).list.find(
      (n: { region_code: string }) => n.region_code === '370100',
    );
    expect((await api.as('area').get(`/a/v1/news/${cityItem.id}`)).status).toBe(404);
  });

  it('keeps region-less (province-wide) items to the admin', async () => {
    const everywhere = await ok('admin', 'POST', '/a/v1/news', article('全局测试新闻'));
    expect(everywhere.region_code).toBeNull();
    expect((await api.as('province').get(`/a/v1/news/${everywhere.id}`)).status).toBe(404);
  });

  it('refuses roles without the content permission', async () => {
    expect((await api.as('teacher').get('/a/v1/news')).status).toBe(403);
    expect((await api.as('teacher').post('/a/v1/uploads')).status).toBe(403);
  });
});

describe('organisation pages', () => {
  it('lets a city administrator edit an institution page of their city only, with the rich text cleaned', async () => {
    const list = await ok('city', 'GET', '/a/v1/organizations?size=100');
    expect(list.list.length).toBeGreaterThan(0);
    expect(list.list.every((o: { region_code: string }) => o.region_code.startsWith('3701'))).toBe(true);
    const jinan = list.list[0];
    const saved = await ok('city', 'PUT', `/a/v1/organizations/${jinan.id}`, {
      intro: '新的简介',
      logo: jinan.logo,
      cover: '/uploads/2026/01/0123456789abcdef0123456789abcdef.png',
      contact: '王老师',
      phone: '0531-12345678',
      address: '济南市历下区测试路1号',
      content: '<p onclick="alert(1)">机构介绍</p><script>alert(1)</script>',
    });
    expect(saved.content).toBe('<p>机构介绍</p>');
    const page = (await api.anon.get(`/p/v1/organizations/${jinan.id}`)).body.data;
    expect(page).toMatchObject({ intro: '新的简介', address: '济南市历下区测试路1号', content: '<p>机构介绍</p>' });

    const [qingdao] = await api.app.db.select().from(institutions).where(eq(institutions.regionCode, '370202'));
    const res = await api.as('city').put(`/a/v1/organizations/${qingdao?.id}`, {
      intro: 'x',
      logo: '',
      cover: '',
      contact: '',
      phone: '',
      address: '',
      content: '',
    });
    expect(res.status).toBe(404);
  });
});

describe('audit log', () => {
  it('records who changed what with before and after', async () => {
    const created = await ok('city', 'POST', '/a/v1/news', article('审计测试新闻'));
    await ok('city', 'PUT', `/a/v1/news/${created.id}`, article('审计测试新闻（改）'));
    await ok('city', 'POST', `/a/v1/news/${created.id}/publish`, {});
    await ok('city', 'DELETE', `/a/v1/news/${created.id}`);
    const create = await lastAudit('news.create');
    expect(create).toMatchObject({ username: 'city', role: 'city', targetType: 'news', targetId: String(created.id) });
    const update = await lastAudit('news.update');
    expect((update?.before as { title?: string } | undefined)?.title).toBe('审计测试新闻');
    expect((update?.after as { title?: string } | undefined)?.title).toBe('审计测试新闻（改）');
    expect(await lastAudit('news.publish')).toBeDefined();
    const removed = await lastAudit('news.delete');
    expect((removed?.before as { title?: string } | undefined)?.title).toBe('审计测试新闻（改）');
    const orgs = await api.app.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'organization.update'), eq(auditLogs.username, 'city')));
    expect(orgs.length).toBeGreaterThan(0);
  });
});
