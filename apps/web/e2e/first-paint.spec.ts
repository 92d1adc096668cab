// The header the server paints before any script has run (src/ssr/firstPaint.tsx, apps/server/src/plugins/
// firstPaint.ts) is the header the app then draws: the same elements and attributes in the same place, for the site,
// the language and the visitor, at both widths. Seen with scripts off (the first paint alone), then with them on.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, demoToken, launch, PHONE, shot } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

type Viewport = typeof DESKTOP;

/** The header's markup with each element's attributes in name order (React sets an image's src after its class). */
const headerOf = (page: Page) =>
  page
    .locator('header')
    .first()
    .evaluate((header) => {
      const copy = header.cloneNode(true) as Element;
      for (const element of [copy, ...copy.querySelectorAll('*')]) {
        const attributes = [...element.attributes]
          .map((a) => [a.name, a.value] as const)
          .sort(([a], [b]) => (a < b ? -1 : 1));
        for (const [name] of attributes) element.removeAttribute(name);
        for (const [name, value] of attributes) element.setAttribute(name, value);
      }
      return { html: copy.outerHTML, box: header.getBoundingClientRect().toJSON() as DOMRect };
    });

async function open(path: string, viewport: Viewport, scripts: boolean, cookies: Record<string, string> = {}) {
  const context = await browser.newContext({ viewport, locale: 'zh-CN', javaScriptEnabled: scripts });
  const url = new URL(baseUrl());
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value, domain: url.hostname, path: '/' })),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${baseUrl()}${path}`);
  return { page, errors, close: () => context.close() };
}

/** The header painted first, then the header the app drew once the page's content is in (`ready`). */
async function bothHeaders(path: string, viewport: Viewport, ready: string, cookies: Record<string, string> = {}) {
  const first = await open(path, viewport, false, cookies);
  const painted = await headerOf(first.page);
  const paintedText = await first.page.locator('header').first().innerText();
  await first.close();
  const app = await open(path, viewport, true, cookies);
  await app.page.getByTestId(ready).first().waitFor();
  const drawn = await headerOf(app.page);
  expect(app.errors).toEqual([]);
  return { painted, paintedText, drawn, app };
}

describe('the first paint', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`is the portal's header as the app draws it, on the lists, details and the completion test at ${viewport.width}`, async () => {
      const pages: [string, string][] = [
        ['/newsList', 'list-item'],
        ['/portal', 'carousel'],
        ['/completionTest?code=syb-demo-completion-2026', 'completion-paper'],
      ];
      for (const [path, ready] of pages) {
        const { painted, paintedText, drawn, app } = await bothHeaders(path, viewport, ready);
        expect(painted.html, path).toBe(drawn.html);
        expect(painted.box, path).toEqual(drawn.box);
        // The site's own name, not the product's default.
        expect(paintedText, path).toContain('山东省');
        await app.close();
      }
      const first = await open('/newsList', viewport, false);
      await shot(first.page, `first-paint-news-${viewport.width}`);
      await first.close();
    });
  }

  it('speaks the language the visitor chose', async () => {
    const { painted, paintedText, drawn, app } = await bothHeaders('/newsList', PHONE, 'list-item', {
      language: 'en-US',
    });
    expect(painted.html).toBe(drawn.html);
    expect(paintedText).toContain('Sign in');
    expect(await app.page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    await app.close();
  });

  it("paints a signed-in student's header on the study page, and nothing for a visitor the app sends away", async () => {
    const token = `Bearer ${await demoToken('student01', 'student')}`;
    for (const viewport of [DESKTOP, PHONE]) {
      const { painted, drawn, app } = await bothHeaders('/studentFront/study', viewport, 'study-today', {
        'Admin-Token': token,
      });
      expect(painted.html).toBe(drawn.html);
      expect(painted.box).toEqual(drawn.box);
      expect(painted.html).toContain('student-logout');
      await app.close();
    }
    const student = await open('/studentFront/study', PHONE, false, { 'Admin-Token': token });
    await shot(student.page, 'first-paint-study-375');
    await student.close();

    // Signed out, or signed in as a teacher: the app goes elsewhere, so the student's header is not shown first.
    const teacher = `Bearer ${await demoToken('teacher')}`;
    for (const cookies of [{}, { 'Admin-Token': teacher }] as Record<string, string>[]) {
      const page = await open('/studentFront/study', DESKTOP, false, cookies);
      expect(await page.page.locator('#root').innerHTML()).toBe('');
      await page.close();
    }
  });
});
