// Screenshots of the screens issue 11 is about, at 1366 and 375 px (UX_SHOTS_DIR, /tmp/shots-ux by default), for a
// person to compare: `npm run shots` (not part of `npm test`; the checks of those screens are in ux.spec.ts).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseUrl, browserForFile, DEMO_PASSWORD, DESKTOP, openPage, PHONE, signIn, siteUrl } from './browser';

const browser = browserForFile('admin');
const DIR = process.env.UX_SHOTS_DIR ?? '/tmp/shots-ux';

async function snap(page: Page, name: string, fullPage = false) {
  mkdirSync(DIR, { recursive: true });
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${DIR}/${name}.png`, fullPage });
}

async function closeGuide(page: Page) {
  const guide = page.locator('.ant-modal-wrap .ant-btn-primary');
  await page.waitForTimeout(500);
  if (await guide.count())
    await guide
      .first()
      .click({ timeout: 2000 })
      .catch(() => undefined);
}

const ADMIN_SCREENS = [
  ['users', '/system/user'],
  ['menus', '/system/menu'],
  ['roles', '/system/role'],
  ['dicts', '/system/dict'],
  ['audit', '/monitor/auditLog'],
  ['logins', '/monitor/loginLog'],
  ['feature', '/feature'],
  ['announcements', '/basic/announcement/index'],
  ['news', '/content/news'],
] as const;

describe('issue 11 screenshots', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const w = viewport.width;
    it(`admin screens at ${w}`, async () => {
      const { page, close } = await openPage(browser(), viewport);
      await signIn(page, 'admin');
      await page.waitForURL(/\/home$/);
      await closeGuide(page);
      for (const [name, path] of ADMIN_SCREENS) {
        await page.goto(`${baseUrl()}${path}`);
        await page.waitForLoadState('networkidle').catch(() => undefined);
        await snap(page, `${name}-${w}`);
      }
      await page.goto(`${baseUrl()}/system/user`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.locator('.ant-cascader').first().click();
      await page.waitForTimeout(300);
      await page.locator('.ant-cascader-menu-item').first().click();
      await page.waitForTimeout(1500);
      await snap(page, `users-region-${w}`);
      // English
      await page.context().addCookies([{ name: 'language', value: 'en-US', url: baseUrl() }]);
      await page.goto(`${baseUrl()}/system/menu`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await snap(page, `menus-en-${w}`);
      await page.goto(`${baseUrl()}/system/role`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await snap(page, `roles-en-${w}`);
      await page.goto(`${baseUrl()}/portal`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await snap(page, `portal-en-footer-${w}`, true);
      await close();
    });

    it(`portal, login, teacher and student at ${w}`, async () => {
      const { page, close } = await openPage(browser(), viewport);
      await page.goto(`${baseUrl()}/portal`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await snap(page, `portal-${w}`);
      await snap(page, `portal-full-${w}`, true);
      await page.goto(`${siteUrl('second.localhost')}/portal`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await snap(page, `second-portal-full-${w}`, true);
      await page.goto(`${baseUrl()}/login`);
      await page.getByTestId('login-username').fill('admin');
      await page.getByTestId('login-password').fill('wrong-pass-1');
      await page.getByTestId('login-role').selectOption('admin');
      await page.getByTestId('login-submit').click();
      await page.waitForTimeout(800);
      await page.getByTestId('login-submit').click();
      await snap(page, `login-errors-${w}`);
      await close();

      const teacher = await openPage(browser(), viewport);
      await signIn(teacher.page, 'teacher');
      await teacher.page.waitForURL(/todoTask/);
      await closeGuide(teacher.page);
      await snap(teacher.page, `teacher-${w}`);
      await teacher.close();

      const student = await openPage(browser(), viewport);
      await student.page.goto(`${baseUrl()}/login`);
      await student.page.getByTestId('login-username').fill('student03');
      await student.page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await student.page.getByTestId('login-role').selectOption('student');
      await student.page.getByTestId('login-submit').click();
      await student.page.waitForURL(/studentFront/);
      await student.page.waitForTimeout(1000);
      await snap(student.page, `student-${w}`);
      await student.close();
    });
  }
});
