import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launch, openPage, PHONE, shot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

const BACK_OFFICE = [
  { role: 'admin', lands: /\/home$/ },
  { role: 'teacher', lands: /\/todoTask\/task\/index$/ },
  { role: 'trainer', lands: /\/home$/ },
  { role: 'province', lands: /\/home$/ },
  { role: 'city', lands: /\/home$/ },
  { role: 'area', lands: /\/home$/ },
];

describe('signing in per role', () => {
  for (const { role, lands } of BACK_OFFICE) {
    it(`lands the ${role} where SPEC says, with navbar and sidebar`, async () => {
      for (const viewport of [DESKTOP, PHONE]) {
        const { page, errors, close } = await openPage(browser, viewport);
        await signIn(page, role);
        await page.waitForURL(lands);
        await page.getByTestId('navbar').waitFor();
        expect(await page.getByTestId('sidebar').count()).toBe(1);
        // Close the guide if it opened by itself, so the screenshot shows the page.
        const guide = page.locator('.ant-modal-wrap .ant-btn-primary');
        if (await guide.count()) await guide.first().click();
        await shot(page, `${role}-${viewport.width}`);
        expect(errors).toEqual([]);
        await close();
      }
    });
  }

  it('lands the student on /studentFront/study with the survey dialog when unanswered', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await openPage(browser, viewport);
      await signIn(page, 'student');
      await page.waitForURL(/\/studentFront\/study$/);
      await page.getByTestId('sidebar').waitFor();
      const survey = page.getByText('后续指导服务调查');
      await survey.waitFor({ timeout: 10_000 });
      // The mask and Esc do not close it.
      await page.keyboard.press('Escape');
      expect(await survey.isVisible()).toBe(true);
      await shot(page, `student-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});

describe('main layout', () => {
  it('toggles the sidebar and remembers it in the cookie (1/0)', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    const guide = page.locator('.ant-modal-wrap .ant-btn-primary');
    if (await guide.count()) await guide.first().click();
    expect(await page.getByTestId('sidebar').getAttribute('data-opened')).toBe('1');
    await page.getByTestId('sidebar-toggle').click();
    expect(await page.getByTestId('sidebar').getAttribute('data-opened')).toBe('0');
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'sidebarStatus')?.value).toBe('0');
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    expect(await page.getByTestId('sidebar').getAttribute('data-opened')).toBe('0');
    await close();
  });

  it('keeps a dynamic menu route on refresh instead of landing on 404', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/system/user`);
    await page.locator('[data-view="system/user"]').waitFor();
    expect(page.url()).toMatch(/\/system\/user$/);
    await close();
  });

  it('sends a signed-in user opening /login to /portal', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/login`);
    await page.waitForURL(/\/portal$/);
    await close();
  });

  it('shows the greeting and the annual-report QR for a teacher', async () => {
    const { page, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'teacher');
    await page.waitForURL(/\/todoTask\/task\/index$/);
    const guide = page.locator('.ant-modal-wrap .ant-btn-primary');
    if (await guide.count()) await guide.first().click();
    expect(await page.getByTestId('user-menu').textContent()).toContain('您好');
    await page.getByTestId('annual-report').click();
    const qr = page.getByTestId('annual-report-qr').locator('img');
    await qr.waitFor();
    expect(await qr.getAttribute('width')).toBe('180');
    await close();
  });
});
