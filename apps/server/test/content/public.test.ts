// The public portal's content API: paging, search, filters, scheduling, details, the other kinds, board and report.
import { MAX_PAGE_SIZE, siteDay } from '@etp/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates } from '@/db/schema/certificates.ts';
import { news } from '@/db/schema/index.ts';
import { type Api, dataAt, testApp } from '../helpers.ts';

let api: Api;
beforeAll(async () => {
  api = await testApp();
});
afterAll(() => api.close());

const data = (url: string) => dataAt(api.anon, url);

describe('GET /p/v1/news', () => {
  it('pages in the database with total, page and size, and list items carry no content', async () => {
    const first = await data('/p/v1/news?page=1&size=5');
    expect(first.list).toHaveLength(5);
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first).toMatchObject({ page: 1, size: 5 });
    expect(first.list[0]).not.toHaveProperty('content');
    expect(first.list[0]).not.toHaveProperty('attachments');
    const second = await data('/p/v1/news?page=2&size=5');
    const ids = new Set([...first.list, ...second.list].map((n: { id: number }) => n.id));
    expect(ids.size).toBe(10);
    const beyond = await data('/p/v1/news?page=999&size=5');
    expect(beyond.list).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('answers 400, never 500, to absurd paging', async () => {
    for (const query of [
      `size=${MAX_PAGE_SIZE + 1}`,
      'size=0',
      'page=0',
      'page=-1',
      'page=abc',
      'size=1e99',
      'page=99999999999',
      'region=abc',
      'from=2026-13-45',
    ]) {
      const res = await api.anon.get(`/p/v1/news?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });

  it('shows pinned items first, then the newest', async () => {
    const { list } = await data(`/p/v1/news?size=${MAX_PAGE_SIZE}`);
    const pinnedCount = list.filter((n: { pinned: boolean }) => n.pinned).length;
    expect(pinnedCount).toBeGreaterThanOrEqual(2);
    expect(list.slice(0, pinnedCount).every((n: { pinned: boolean }) => n.pinned)).toBe(true);
    const rest = list.slice(pinnedCount).map((n: { publish_at: string }) => n.publish_at);
    expect(rest).toEqual([...rest].sort().reverse());
  });

  it('finds by keyword in title or summary, matching % and _ literally', async () => {
    const found = await data(`/p/v1/news?keyword=${encodeURIComponent('创业担保贷款')}`);
    expect(found.total).toBeGreaterThan(0);
    for (const item of found.list) expect(`${item.title}${item.summary}`).toContain('创业担保贷款');
    const percent = await data('/p/v1/news?keyword=%25&size=100');
    expect(percent.total).toBeLessThan((await data('/p/v1/news')).total);
    for (const item of percent.list) expect(`${item.title}${item.summary}`).toContain('%');
    expect((await data('/p/v1/news?keyword=_')).total).toBe(0);
  });

  it('filters by category, by region and everything below it, and by date range', async () => {
    const byCategory = await data(`/p/v1/news?category=${encodeURIComponent('通知公告')}`);
    expect(byCategory.total).toBeGreaterThan(0);
    expect(byCategory.list.every((n: { category: string }) => n.category === '通知公告')).toBe(true);

    const jinan = await data('/p/v1/news?region=370100&size=100');
    expect(jinan.total).toBeGreaterThan(1);
    expect(jinan.list.every((n: { region_code: string }) => n.region_code.startsWith('3701'))).toBe(true);
    expect(jinan.list.some((n: { region_code: string }) => n.region_code === '370102')).toBe(true);

    const today = siteDay();
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const recent = await data(`/p/v1/news?from=${monthAgo}&to=${today}&size=100`);
    expect(recent.total).toBeGreaterThan(0);
    const all = await data('/p/v1/news?size=100');
    expect(recent.total).toBeLessThan(all.total);
    for (const item of recent.list) expect(Date.parse(item.publish_at)).toBeGreaterThan(Date.now() - 32 * 86_400_000);
  });

  it('hides drafts and scheduled items until their time comes', async () => {
    const titles = (await data('/p/v1/news?size=100')).list.map((n: { title: string }) => n.title);
    expect(titles.some((title: string) => title.includes('草稿'))).toBe(false);
    const [scheduled] = await api.app.db.select().from(news).where(eq(news.status, 'scheduled'));
    expect(scheduled).toBeDefined();
    expect(titles).not.toContain(scheduled?.title);
    expect((await api.anon.get(`/p/v1/news/${scheduled?.id}`)).status).toBe(404);

    await api.app.db
      .update(news)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(news.id, scheduled?.id ?? 0));
    expect((await data('/p/v1/news?size=100')).list.map((n: { title: string }) => n.title)).toContain(scheduled?.title);
    expect((await api.anon.get(`/p/v1/news/${scheduled?.id}`)).status).toBe(200);
  });
});

describe('GET /p/v1/news/{id}', () => {
  it('returns the content with previous (newer) and next (older), and counts the view', async () => {
    const { list } = await data('/p/v1/news?size=100');
    const byDate = [...list].sort((a, b) => Date.parse(b.publish_at) - Date.parse(a.publish_at));
    const middle = byDate[3];
    const first = await data(`/p/v1/news/${middle.id}`);
    expect(first.content).toContain('<p>');
    expect(first.prev).toEqual({ id: byDate[2].id, title: byDate[2].title });
    expect(first.next).toEqual({ id: byDate[4].id, title: byDate[4].title });
    const again = await data(`/p/v1/news/${middle.id}`);
    expect(again.view_count).toBe(first.view_count + 1);

    const newest = await data(`/p/v1/news/${byDate[0].id}`);
    expect(newest.prev).toBeNull();
    const oldest = await data(`/p/v1/news/${byDate[byDate.length - 1].id}`);
    expect(oldest.next).toBeNull();
  });

  it('answers a 404 envelope for a missing id and 400 for a malformed one', async () => {
    const missing = await api.anon.get('/p/v1/news/999999');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 404, data: null });
    expect(missing.body.msg).toBeTruthy();
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      expect((await api.anon.get(`/p/v1/news/${id}`)).status, id).toBe(400);
    }
  });
});

describe('policies, cases, organisations, carousel, links', () => {
  it('lists policies by level with issuing body, document number and effective date; details carry attachments', async () => {
    const all = await data('/p/v1/policies?size=100');
    expect(all.total).toBeGreaterThanOrEqual(10);
    const city = await data('/p/v1/policies?level=city');
    expect(city.total).toBeGreaterThan(0);
    expect(city.list.every((p: { level: string }) => p.level === 'city')).toBe(true);
    const detail = await data(`/p/v1/policies/${all.list[0].id}`);
    expect(detail).toMatchObject({ issuing_body: expect.any(String), document_number: expect.any(String) });
    expect(detail.attachments.length).toBeGreaterThan(0);
    expect((await api.anon.get('/p/v1/policies?level=county')).status).toBe(400);
  });

  it('lists cases with person and project', async () => {
    const all = await data('/p/v1/cases');
    expect(all.total).toBeGreaterThanOrEqual(6);
    const detail = await data(`/p/v1/cases/${all.list[0].id}`);
    expect(detail.person).toBeTruthy();
    expect(detail.project).toBeTruthy();
    expect((await api.anon.get('/p/v1/cases/999999')).status).toBe(404);
  });

  it('lists approved organisations by kind and region, with their open classes on the detail', async () => {
    const all = await data('/p/v1/organizations?size=100');
    expect(all.total).toBe(8);
    const practical = await data('/p/v1/organizations?kind=practical_training');
    expect(practical.list.every((o: { kind: string }) => o.kind === 'practical_training')).toBe(true);
    const jinan = await data('/p/v1/organizations?region=370100');
    expect(jinan.list.every((o: { region_code: string }) => o.region_code.startsWith('3701'))).toBe(true);
    const withClasses = all.list.find((o: { classes_opening: number }) => o.classes_opening > 0);
    const detail = await data(`/p/v1/organizations/${withClasses.id}`);
    expect(detail.classes.length).toBe(withClasses.classes_opening);
    expect(detail.content).toContain('<p>');
    expect(detail.address).toBeTruthy();
    const pending = await api.anon.get('/p/v1/organizations?keyword=明德');
    expect(pending.body.data.total).toBe(0);
  });

  it('gives the carousel and the friendly links in order, with images that are never broken', async () => {
    const slides = await data('/p/v1/carousel');
    expect(slides.length).toBeGreaterThanOrEqual(4);
    for (const slide of slides) expect(slide.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const links = await data('/p/v1/links');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) expect(link.url).toMatch(/^https?:\/\//);
  });
});

describe('GET /p/v1/board and /p/v1/report', () => {
  it('lists classes opening and finished with institution, region, dates and size', async () => {
    const opening = await data('/p/v1/board');
    expect(opening.total).toBeGreaterThan(0);
    expect(
      opening.list.every((c: { state: string; start_date: string }) => c.state === 'opening' && c.start_date),
    ).toBe(true);
    expect(opening.list[0]).toMatchObject({
      institution_name: expect.any(String),
      region_name: expect.any(String),
      capacity: expect.any(Number),
      enrolled: expect.any(Number),
    });
    // The keyword matches the class's name or its institution's.
    const institution = opening.list[0].institution_name as string;
    const byInstitution = await data(`/p/v1/board?keyword=${encodeURIComponent(institution)}`);
    expect(byInstitution.total).toBeGreaterThan(0);
    expect(byInstitution.list.every((c: { institution_name: string }) => c.institution_name === institution)).toBe(
      true,
    );
    const finished = await data('/p/v1/board?state=finished');
    expect(finished.total).toBeGreaterThan(0);
    expect(finished.list.some((c: { enrolled: number }) => c.enrolled > 0)).toBe(true);
    expect((await api.anon.get('/p/v1/board?state=closed')).status).toBe(400);
  });

  it('finds a completion record by certificate number with the name masked', async () => {
    const [record] = await api.app.db.select().from(certificates).limit(1);
    expect(record).toBeDefined();
    const found = await data(`/p/v1/report?number=${record?.certificateNo}`);
    expect(found.certificate_no).toBe(record?.certificateNo);
    expect(found.student_name).not.toBe(record?.studentName);
    expect(found.student_name).toContain('*');
    expect(found).toMatchObject({ class_name: record?.className, institution_name: record?.institutionName });
  });

  it('answers an unknown number with a readable 404 and a missing one with 400', async () => {
    const res = await api.anon.get('/p/v1/report?number=SD-NOT-THERE');
    expect(res.status).toBe(404);
    expect(res.body.msg).toContain('证书编号');
    const en = await api.anon.get('/p/v1/report?number=SD-NOT-THERE', { headers: { 'accept-language': 'en-US' } });
    expect(en.body.msg).toContain('certificate number');
    expect((await api.anon.get('/p/v1/report')).status).toBe(400);
  });
});
