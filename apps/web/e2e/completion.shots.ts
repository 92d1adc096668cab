// Screenshots of issue 14's staff screens for a person to look at (`npm run shots`): the teacher's 考试安排 list with
// the demo completion test, its printable QR card, and 考试成绩 with its Export button, at 1366 and 375 px.
import { describe, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, openPage, PHONE, shot, signIn } from './browser';

const browser = browserForFile('teacher');

describe('completion test staff screens', () => {
  for (const [size, viewport] of [
    ['1366', DESKTOP],
    ['375', PHONE],
  ] as const)
    it(`at ${size} px`, async () => {
      const { page, close } = await openPage(browser(), viewport);
      await signIn(page, 'teacher');
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      await page.goto(`${baseUrl()}/train/examTest`);
      await page.locator('.ant-table-row').first().waitFor();
      await shot(page, `exam-tests-${size}`);
      await page.locator('[data-testid^="qr-"]').first().click();
      await page.getByTestId('qr-card').locator('img').waitFor();
      await shot(page, `exam-qr-${size}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('publish-test').click();
      await page.getByTestId('test-form').waitFor();
      await shot(page, `exam-publish-${size}`);
      await page.goto(`${baseUrl()}/train/testResult`);
      await page.getByTestId('export').waitFor();
      await shot(page, `exam-results-${size}`);
      await close();
    });
});
