// Issue 30's walk in the production build: /home for the admin (a figure clicks through to its list), at 375 px, for
// a city administrator and for a trainer (their classes only, no institutions figure); /bigScreen at 1920 x 1080 and
// at 1366 x 768: letterboxed, no scroll bars, the map drawn and the live counters pushed.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, markGuideRead, openPage, PHONE, shot, signIn } from './browser';

const browser = browserForFile('admin');
// The operate guide opens by itself on a first visit: read it first, so it does not cover the screenshots.
beforeAll(async () => {
  await markGuideRead('city');
  await markGuideRead('trainer');
});

async function homeAs(role: string, viewport = DESKTOP) {
  const opened = await openPage(browser(), viewport);
  await signIn(opened.page, role);
  await opened.page.waitForURL(/\/home$/);
  await opened.page.getByTestId('figure-enrolled').waitFor();
  return opened;
}

const figureValue = async (page: Page, testId: string) =>
  Number(await page.getByTestId(testId).getAttribute('data-value'));

const noScrollBars = (page: Page) =>
  page.evaluate(() => {
    const root = document.documentElement;
    return root.scrollWidth <= window.innerWidth && root.scrollHeight <= window.innerHeight;
  });

describe('/home', () => {
  it('shows the admin every figure, draws the charts and clicks through to the list a figure counts', async () => {
    const { page, errors, close } = await homeAs('admin');
    expect(await figureValue(page, 'figure-enrolled')).toBeGreaterThan(0);
    expect(await figureValue(page, 'figure-certified')).toBeGreaterThan(0);
    await page.getByTestId('figure-institutions').waitFor();
    await page.locator('[data-testid="dashboard-trends"] canvas').waitFor();
    await page.locator('[data-testid="rank-areas"] canvas').waitFor();
    await shot(page, 'dashboard-admin');
    await page.getByTestId('figure-certified').click();
    await page.waitForURL(/status=issued/);
    expect(new URL(page.url()).pathname).not.toBe('/home');
    expect(errors).toEqual([]);
    await close();
  });

  it('clicks an approved-subsidy figure through to the review queue of those claims, the same count', async () => {
    const { page, errors, close } = await homeAs('admin');
    const claims = Number(await page.getByTestId('figure-subsidy_approved').getAttribute('data-of'));
    expect(claims).toBeGreaterThan(0);
    await page.getByTestId('figure-subsidy_approved').click();
    await page.waitForURL(/settlement.*stage=approved/);
    const view = page.locator('[data-view="settlement/review"]');
    const total = view.locator('.ant-pagination-total-text');
    await total.waitFor();
    expect(await total.textContent()).toContain(String(claims));
    const table = page.getByTestId('review-table');
    // The queue shows the filter it applies, and every row is approved or paid.
    expect(await page.getByTestId('review-stage').textContent()).toMatch(/已核定/);
    const statuses = await table
      .locator('[data-status]')
      .evaluateAll((tags) => tags.map((t) => t.getAttribute('data-status')));
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(['approved', 'paid']).toContain(status);
    await shot(page, 'dashboard-subsidy-queue');
    expect(errors).toEqual([]);
    await close();
  });

  it('is usable at 375 px: one column, no sideways scrolling', async () => {
    const { page, close } = await homeAs('admin', PHONE);
    await page.locator('[data-testid="dashboard-trends"] canvas').waitFor();
    const wide = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(wide).toBeLessThanOrEqual(375);
    await shot(page, 'dashboard-admin-375');
    await close();
  });

  it("shows a city administrator their city's figures; a class status clicks through to the class list", async () => {
    const { page, close } = await homeAs('city');
    await page.getByTestId('classes-running').waitFor();
    await shot(page, 'dashboard-city');
    await page.getByTestId('classes-running').click();
    await page.waitForURL(/status=running/);
    await close();
  });

  it('shows a trainer the classes they teach and no institutions figure', async () => {
    const { page, close } = await homeAs('trainer');
    expect(await page.getByTestId('figure-institutions').count()).toBe(0);
    await page.getByTestId('dashboard-classes').waitFor();
    await shot(page, 'dashboard-trainer');
    await close();
  });
});

describe('/bigScreen', () => {
  for (const viewport of [
    { width: 1920, height: 1080 },
    { width: 1366, height: 768 },
  ]) {
    it(`fills ${viewport.width} x ${viewport.height} letterboxed, with the map and the live counters`, async () => {
      const { page, errors, close } = await openPage(browser(), viewport);
      await signIn(page, 'admin');
      await page.waitForURL(/\/home$/);
      await page.goto(`${baseUrl()}/bigScreen`);
      await page.getByTestId('big-screen').waitFor();
      await page.locator('[data-testid="cockpit-map"] canvas').waitFor();
      await page.locator('[data-testid="cockpit-trends"] canvas').waitFor();
      // The counters come over the event stream: a number replaces the dash.
      await page.waitForFunction(() => {
        const text = document.querySelector('[data-testid="live-studying"]')?.textContent ?? '';
        return /\d/.test(text);
      });
      expect(await noScrollBars(page)).toBe(true);
      await shot(page, `big-screen-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
