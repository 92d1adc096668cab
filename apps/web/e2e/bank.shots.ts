// Screenshots of the question bank and paper screens (issue 14) at 1366 and 375 px (BANK_SHOTS_DIR,
// /tmp/shots-bank by default), in Chinese and in English: `npm run shots` (no checks; see admin.spec.ts for those).
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, openPage, PHONE, signIn } from './browser';

const browser = browserForFile('admin');
const DIR = process.env.BANK_SHOTS_DIR ?? '/tmp/shots-bank';

async function snap(page: Page, name: string) {
  mkdirSync(DIR, { recursive: true });
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(600);
  await page.screenshot({ path: `${DIR}/${name}.png` });
}

describe('question bank screenshots', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    const w = viewport.width;
    it(`bank and papers at ${w}`, async () => {
      const { page, close } = await openPage(browser(), viewport);
      await signIn(page, 'admin');
      await page.waitForURL(/\/home$/);
      for (const lang of ['zh', 'en'] as const) {
        if (lang === 'en') await page.context().addCookies([{ name: 'language', value: 'en-US', url: baseUrl() }]);
        await page.goto(`${baseUrl()}/project/question`);
        await page.getByTestId('question-row').first().waitFor();
        await snap(page, `question-list-${lang}-${w}`);
        await page.goto(`${baseUrl()}/project/question?type=multiple`);
        await page.locator('[data-testid^="question-edit-"]').first().click();
        await page.getByTestId('question-form').waitFor();
        await snap(page, `question-drawer-multiple-${lang}-${w}`);
        await page.keyboard.press('Escape');
        await page.goto(`${baseUrl()}/project/question?type=blank`);
        await page.locator('[data-testid^="question-edit-"]').first().click();
        await page.getByTestId('question-form').waitFor();
        await snap(page, `question-drawer-blank-${lang}-${w}`);
        await page.keyboard.press('Escape');
        await page.getByTestId('question-import').click();
        await snap(page, `question-import-${lang}-${w}`);
        await page.keyboard.press('Escape');
        await page.goto(`${baseUrl()}/project/paper`);
        await page.getByTestId('paper-row').first().waitFor();
        await snap(page, `paper-list-${lang}-${w}`);
        const edits = page.locator('[data-testid^="paper-edit-"]');
        for (const i of [0, 1]) {
          await edits.nth(i).click();
          await page.getByTestId('paper-form').waitFor();
          await snap(page, `paper-drawer-${i}-${lang}-${w}`);
          await page.keyboard.press('Escape');
          await page.getByTestId('paper-form').waitFor({ state: 'detached' });
        }
      }
      await close();
    });
  }
});
