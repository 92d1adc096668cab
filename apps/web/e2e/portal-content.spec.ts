// The public portal's content pages and their management: lists and details, phones, accessibility,
// publishing from the back-office, and rich text that never runs a script.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, demoToken, launch, openPage, PHONE, shot, signIn } from './browser';
import { seriousProblems } from './checks';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const LISTS = [
  { name: 'news', list: '/newsList', detail: /\/newsDetail\?id=\d+$/ },
  { name: 'policy', list: '/policyList', detail: /\/policyDetail\?id=\d+$/ },
  { name: 'organ', list: '/organList', detail: /\/organDetail\?id=\d+$/ },
  { name: 'case', list: '/excellentCase/index', detail: /\/excellentCase\/detail\?id=\d+$/ },
];

const PUBLIC_PAGES = [
  '/portal',
  '/newsList',
  '/newsDetail?id=1',
  '/policyList',
  '/policyDetail?id=1',
  '/organList',
  '/organDetail?id=1',
  '/excellentCase/index',
  '/excellentCase/detail?id=1',
  '/board',
  '/report?number=SD2026370102K7M2Q9XH4T',
  '/portalFollow',
];

const shotName = (path: string) => path.replace(/^\//, '').replace(/[/?=&]+/g, '-');

/** Waits until the page shows content, not a skeleton. */
async function settled(page: Page) {
  await page.getByTestId('portal-footer').waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 15_000 });
}

async function apiToken(role = 'admin') {
  return `Bearer ${await demoToken(role)}`;
}

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as { code: number; data: T; msg: string };
  if (json.code >= 300) throw new Error(`${method} ${path}: ${json.code} ${json.msg}`);
  return json.data;
}

describe('public content pages', () => {
  for (const { name, list, detail } of LISTS) {
    it(`opens the ${name} list, follows the first link (a real href) and sees the detail`, async () => {
      const { page, errors, close } = await openPage(browser, DESKTOP);
      await page.goto(`${baseUrl()}${list}`);
      const first = page.getByTestId('list-item').first().locator('a[href*="?id="]').first();
      await first.waitFor();
      const href = await first.getAttribute('href');
      expect(href).toMatch(/\?id=\d+$/);
      const title = (await first.textContent())?.trim();
      await first.click();
      await page.waitForURL(detail);
      await page.getByTestId('article-detail').waitFor();
      expect(await page.getByTestId('article-detail').textContent()).toContain(title);
      expect(errors).toEqual([]);
      await close();
    });
  }

  it('searches and pages the news list through the address', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl()}/newsList`);
    await page.getByTestId('list-pager').waitFor();
    await page.getByTestId('list-pager').getByRole('link', { name: '第 2 页' }).click();
    await page.waitForURL(/page=2/);
    await page.getByTestId('list-search').fill('济南');
    await page.getByTestId('list-search').press('Enter');
    await page.waitForURL(/keyword=/);
    await settled(page);
    const titles = await page.getByTestId('list-item').allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((text) => text.includes('济南'))).toBe(true);
    await close();
  });

  it('filters the organisations by city, then by district, through the address', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl()}/organList`);
    await settled(page);
    const all = await page.getByTestId('list-item').count();
    const city = page.getByTestId('region-filter');
    await city.locator('option', { hasText: '济南市' }).waitFor({ state: 'attached' });
    await city.selectOption({ label: '济南市' });
    await page.waitForURL(/region=370100/);
    const regionLinks = page.getByTestId('list-item').locator('a[href*="region="]');
    const shownRegions = () => regionLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    // The list shows Jinan's institutions only once the new page of results is in.
    await expect.poll(async () => (await shownRegions()).every((href) => /region=3701\d\d/.test(href))).toBe(true);
    const hrefs = await shownRegions();
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.length).toBeLessThan(all);

    // The district list is the city's; choosing one narrows the address, "all districts" goes back.
    const district = page.getByTestId('district-filter');
    const [first] = hrefs[0]?.match(/3701\d\d/) ?? [];
    await district.locator(`option[value="${first}"]`).waitFor({ state: 'attached' });
    await district.selectOption(first ?? '');
    await page.waitForURL(new RegExp(`region=${first}`));
    await district.selectOption('');
    await page.waitForURL(/region=370100/);
    await city.selectOption('');
    await page.waitForURL((url) => !url.searchParams.has('region'));
    await close();
  });

  it('shows a not-found state for a missing item', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl()}/newsDetail?id=999999`);
    await page.getByTestId('not-found').waitFor();
    await close();
  });

  it('shows the carousel 370 px high and never moves it by itself', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl()}/portal`);
    const carousel = page.getByTestId('carousel');
    await carousel.waitFor();
    expect((await carousel.boundingBox())?.height).toBe(370);
    const current = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-testid="carousel-slide"]')].findIndex(
          (slide) => slide.getAttribute('aria-hidden') !== 'true',
        ),
      );
    expect(await current()).toBe(0);
    await page.waitForTimeout(4000);
    expect(await current()).toBe(0);
    await page.getByRole('button', { name: '下一张' }).click();
    expect(await current()).toBe(1);
    for (const testId of ['home-news', 'home-policies', 'home-organs', 'home-cases', 'quick-entries']) {
      await page.getByTestId(testId).waitFor();
    }
    await close();
  });

  it('finds a completion record by certificate number, and says so when there is none', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl()}/report`);
    await page.getByTestId('report-number').fill('SD2026370102K7M2Q9XH4T');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-result').waitFor();
    expect(await page.getByTestId('report-result').textContent()).toContain('SD2026370102K7M2Q9XH4T');
    await page.getByTestId('report-number').fill('NOPE-0000');
    await page.getByTestId('report-submit').click();
    await page.getByTestId('report-not-found').waitFor();
    await close();
  });

  it('lays out every public page at 375 px without sideways scrolling', async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    for (const path of PUBLIC_PAGES) {
      await page.goto(`${baseUrl()}${path}`);
      await settled(page);
      const widths = await page.evaluate(() => ({
        scroll: document.scrollingElement?.scrollWidth ?? 0,
        inner: window.innerWidth,
      }));
      expect(widths.scroll, path).toBeLessThanOrEqual(widths.inner);
      await shot(page, `content-${shotName(path)}-375`);
    }
    expect(errors).toEqual([]);
    await close();
  });

  // Three pages a test: one walk of every page with axe, then one of half of them, ran past its time on a busy
  // machine.
  const groups = Array.from({ length: Math.ceil(PUBLIC_PAGES.length / 3) }, (_, i) =>
    PUBLIC_PAGES.slice(i * 3, i * 3 + 3),
  );
  for (const pages of groups) {
    it(`has no serious or critical accessibility violations on ${pages.join(', ')} (axe)`, async () => {
      const { page, close } = await openPage(browser, DESKTOP);
      const found: string[] = [];
      for (const path of pages) {
        await page.goto(`${baseUrl()}${path}`);
        await settled(page);
        await shot(page, `content-${shotName(path)}-1366`);
        found.push(...(await seriousProblems(page, path)));
      }
      expect(found).toEqual([]);
      await close();
    });
  }
});

describe('content management', () => {
  // Reading the operate guide records the visit, so it does not open by itself over the back-office pages
  // (it would otherwise open at some moment after the page, and take the next click).
  beforeAll(async () => {
    await api(await apiToken('admin'), 'GET', '/o/v1/operates/operate-info');
  });

  it('lets the admin write and publish news that then shows on /newsList', async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/content/news`);
    await page.getByTestId('content-table').waitFor();
    await shot(page, 'content-admin-news-1366');
    await page.getByTestId('content-add').click();
    const title = `端到端测试新闻 ${Date.now()}`;
    await page.getByTestId('field-title').fill(title);
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('这是一条通过后台编辑器发布的新闻。');
    await page.getByTestId('editor-bold').click();
    await page.keyboard.type('加粗的结尾');
    await shot(page, 'content-admin-news-drawer-1366');
    await page.getByTestId('content-save-publish').click();
    await page.getByTestId('content-drawer').waitFor({ state: 'hidden' });

    await page.goto(`${baseUrl()}/newsList?keyword=${encodeURIComponent(title)}`);
    const link = page.getByTestId('list-item').first().getByRole('link', { name: title });
    await link.waitFor();
    await link.click();
    await page.getByTestId('rich-text').waitFor();
    expect(await page.getByTestId('rich-text').innerHTML()).toContain('<strong>加粗的结尾</strong>');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the server field errors on the form', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/content/link`);
    await page.getByTestId('content-table').waitFor();
    await page.getByTestId('content-add').click();
    await page.getByLabel('名称').fill('坏链接');
    await page.getByLabel('链接地址').fill('javascript:alert(1)');
    await page.getByTestId('content-save').click();
    await page.locator('.ant-form-item-explain-error', { hasText: '链接地址须以' }).waitFor();
    await close();
  });

  // A test per width: both in one ran past its time on a busy machine.
  for (const viewport of [DESKTOP, PHONE]) {
    it(`renders every back-office content view at ${viewport.width} px`, async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await signIn(page, 'admin');
      await page.waitForURL(/\/home$/);
      for (const view of ['news', 'policy', 'organization', 'case', 'carousel', 'link']) {
        await page.goto(`${baseUrl()}/content/${view}`);
        await page.locator(`[data-view="content/${view}"] .ant-table-row`).first().waitFor();
        await shot(page, `content-admin-${view}-${viewport.width}`);
      }
      expect(errors).toEqual([]);
      await close();
    });
  }
});

describe('rich text runs no script', () => {
  const PAYLOADS = [
    '<img src=x onerror="window.__xss=1;alert(1)">',
    '<script>window.__xss=2;alert(2)</script>',
    '<a href="javascript:window.__xss=3;alert(3)" data-testid="xss-link">click me</a>',
    '<svg><g onload="window.__xss=4"></g></svg><svg onload="window.__xss=4"></svg>',
    '<iframe src="javascript:window.__xss=5"></iframe>',
    '<details open ontoggle="window.__xss=6;alert(6)"><summary>s</summary></details>',
    '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=7"></style></mglyph></table></mtext></math>',
    '<form><button formaction="javascript:window.__xss=8">go</button></form>',
    '<object data="javascript:window.__xss=9"></object><embed src="javascript:window.__xss=10">',
    '<p style="background:url(javascript:window.__xss=11)">styled</p>',
    '<noscript><p title="</noscript><img src=x onerror=window.__xss=12>">',
    '<a href="jav&#x09;ascript:window.__xss=13">tab</a>',
  ];

  async function watch(page: Page) {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return dialogs;
  }

  it('saved through the API, the payloads are harmless on the detail page', async () => {
    const token = await apiToken();
    const created = await api<{ id: number }>(token, 'POST', '/a/v1/news', {
      title: 'XSS 语料（接口）',
      content: `<p>正文</p>${PAYLOADS.join('')}`,
    });
    await api(token, 'POST', `/a/v1/news/${created.id}/publish`, {});
    const { page, close } = await openPage(browser, DESKTOP);
    const dialogs = await watch(page);
    await page.goto(`${baseUrl()}/newsDetail?id=${created.id}`);
    await page.getByTestId('rich-text').waitFor();
    const link = page.getByTestId('rich-text').locator('a').first();
    if (await link.count()) await link.click({ noWaitAfter: true }).catch(() => undefined);
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    const html = await page.getByTestId('rich-text').innerHTML();
    expect(html).not.toMatch(/onerror|onload|ontoggle|javascript:|<script|<iframe|<object|<embed|formaction/i);
    await close();
  });

  it('pasted into the editor, the payloads are harmless in the preview and on the detail page', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    const dialogs = await watch(page);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/content/news`);
    await page.getByTestId('content-table').waitFor();
    await page.getByTestId('content-add').click();
    const title = `XSS 语料（编辑器）${Date.now()}`;
    await page.getByTestId('field-title').fill(title);
    await page.locator('.ProseMirror').click();
    await page.evaluate(
      (html) => {
        const target = document.querySelector('.ProseMirror');
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', 'payload');
        target?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      },
      `<p>编辑器正文</p>${PAYLOADS.join('')}`,
    );
    await page.getByTestId('content-preview').click();
    await page.getByTestId('preview-rich-text').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('content-save-publish').click();
    await page.getByTestId('content-drawer').waitFor({ state: 'hidden' });
    await page.goto(`${baseUrl()}/newsList?keyword=${encodeURIComponent(title)}`);
    await page.getByTestId('list-item').first().getByRole('link').first().click();
    await page.getByTestId('rich-text').waitFor();
    expect(await page.getByTestId('rich-text').textContent()).toContain('编辑器正文');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await close();
  });
});
