import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launch, openPage, PHONE, shot, siteUrl } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

describe('public portal', () => {
  it('loads the portal with the side panel, chat widget and footer, without console errors', async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl()}/portal`);
    await page.getByTestId('side-panel').waitFor();
    // The floating controls sit inside the right edge of the window.
    for (const id of ['chat-widget', 'side-panel']) {
      const box = await page.getByTestId(id).boundingBox();
      expect(box && box.x > DESKTOP.width / 2 && box.x + box.width <= DESKTOP.width, id).toBe(true);
    }
    expect(await page.getByTestId('portal-footer').textContent()).toContain('服务热线');
    expect(await page.getByTestId('side-panel').textContent()).toContain('12333');
    await page.waitForFunction(() => document.title.includes('首页'));
    await shot(page, 'portal-1366');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the chat tooltip 智能客服 on hover', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl()}/portal`);
    await page.getByTestId('chat-widget').hover();
    await page.getByText('智能客服').first().waitFor();
    await close();
  });

  it('opens the follow-us card with the QR codes on hover', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl()}/portal`);
    const card = page
      .getByTestId('side-panel')
      .getByRole('tooltip')
      .filter({ has: page.getByRole('img') });
    expect(await card.isVisible()).toBe(false);
    await page.getByTestId('side-panel-follow').hover();
    await card.waitFor();
    expect(await card.getByRole('img').count()).toBeGreaterThanOrEqual(2);
    await close();
  });

  it('loads only the preloaded chunks on /portal: the entry and its route, no antd', async () => {
    const dist = new URL('../dist/route-preloads.json', import.meta.url);
    const { entry, routes } = JSON.parse(readFileSync(dist, 'utf8'));
    const expected = new Set<string>([...entry.js, ...routes['/portal'].js].map((file) => `/${file}`));
    const { page, close } = await openPage(browser, PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path);
    });
    const response = await page.goto(`${baseUrl()}/portal`, { waitUntil: 'networkidle' });
    await page.getByTestId('carousel').waitFor();
    expect(await response?.text()).toContain('rel="modulepreload"');
    expect(scripts.filter((path) => !expected.has(path))).toEqual([]);
    await close();
  });

  it('switches the public pages to English and keeps the choice on the next page', async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await page.goto(`${baseUrl()}/portal`);
    await page.getByTestId('carousel').waitFor();
    await page.getByTestId('language-switch').click();
    const nav = page.getByTestId('portal-nav');
    await nav.getByRole('link', { name: 'News' }).waitFor();
    expect(await page.getByTestId('quick-entries').textContent()).toContain('Training sign-up');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');

    // The choice is remembered: a list page opened afresh is in English too, filters included.
    await page.goto(`${baseUrl()}/organList`);
    await page.getByTestId('list-search').waitFor();
    expect(await page.getByTestId('list-search').getAttribute('placeholder')).toBe('Search by keyword');
    await page
      .getByTestId('region-filter')
      .locator('option', { hasText: 'All regions' })
      .waitFor({ state: 'attached' });
    expect(await page.getByTestId('portal-footer').textContent()).not.toMatch(/服务热线/);
    await shot(page, 'organ-list-en-1366');

    await page.getByTestId('language-switch').click();
    await nav.getByRole('link', { name: '新闻动态' }).waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows back-to-top after scrolling past 500 px', async () => {
    const { page, close } = await openPage(browser, { width: 1366, height: 400 });
    await page.goto(`${baseUrl()}/portal`);
    await page.getByTestId('side-panel').waitFor();
    expect(await page.getByTestId('back-to-top').count()).toBe(0);
    await page.evaluate(() => {
      document.body.style.minHeight = '3000px';
      window.scrollTo(0, 800);
    });
    await page.getByTestId('back-to-top').waitFor();
    await close();
  });

  it('has no side panel off its five routes', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl()}/newsList`);
    await page.getByTestId('portal-footer').waitFor();
    expect(await page.getByTestId('side-panel').count()).toBe(0);
    await close();
  });

  it('never shows the side panel on the second site', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${siteUrl('second.localhost')}/portal`);
    await page.getByTestId('portal-footer').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('side-panel').count()).toBe(0);
    await shot(page, 'portal-second-1366');
    await close();
  });

  it('renders the portal on a phone', async () => {
    const { page, errors, close } = await openPage(browser, PHONE);
    await page.goto(`${baseUrl()}/portal`);
    await page.getByTestId('side-panel').waitFor();
    await shot(page, 'portal-375');
    expect(errors).toEqual([]);
    await close();
  });

  it('sends an unauthenticated deep link to /portal', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${baseUrl()}/system/user`);
    await page.waitForURL(/\/portal$/);
    await close();
  });

  it('shows the sign-in page with the role choice', async () => {
    const { page, errors, close } = await openPage(browser);
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('login-role').waitFor();
    await shot(page, 'login-1366');
    expect(errors).toEqual([]);
    await close();
  });
});
