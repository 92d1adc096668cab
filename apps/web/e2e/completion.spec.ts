// Issue 14's completion test by link, on a phone (375 px): a person opens the link the QR code carries, sees the test,
// identifies with name + ID number (the demo student 王小明, docs/exams.md), answers, reloads in the middle and finds
// the answers, submits and sees the score. No sign-in: the attempt runs under its theoryToken.
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, openPage, PHONE, shot } from './browser';

const browser = browserForFile();
// The demo seed's completion test and the demo student's ID number (apps/server/src/db/seed/demo/).
const CODE = 'syb-demo-completion-2026';
const ID_CARD = '370102199005122318';

describe('the completion test by link', () => {
  it('identifies, keeps answers across a reload, submits and shows the score', async () => {
    const { page, errors, close } = await openPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/completionTest?code=${CODE}`);
    await page.getByTestId('completion-paper').waitFor();
    await page.locator('input[name="name"]').fill('王小明');
    await page.locator('input[name="id_card"]').fill(ID_CARD);
    await page.locator('input[name="consent"]').check();
    await shot(page, 'completion-identify-375');
    await page.getByTestId('completion-start').click();
    await page.waitForURL(/\/completionTest\/detail$/);

    const cards = page.locator('[data-testid^="question-"]');
    await cards.first().waitFor();
    await page.getByTestId('countdown').waitFor();
    await cards.nth(0).locator('.ant-radio-wrapper').nth(1).click();
    await cards.nth(1).locator('.ant-radio-wrapper').nth(0).click();
    await cards.nth(0).getByTestId('save-status').getByText('已保存').waitFor();
    await cards.nth(1).getByTestId('save-status').getByText('已保存').waitFor();
    await shot(page, 'completion-exam-375');

    // A reload resumes the same attempt with both answers.
    await page.reload();
    await cards.first().waitFor();
    expect(await cards.nth(0).locator('.ant-radio-wrapper-checked').count()).toBe(1);
    expect(await cards.nth(1).locator('.ant-radio-wrapper-checked').count()).toBe(1);

    await page.getByTestId('submit-test').click();
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    const score = page.getByTestId('completion-score');
    await score.waitFor();
    // 74 points in all; two single-choice answers (2 points each) cannot reach the pass mark of 60.
    expect(await score.textContent()).toMatch(/你的成绩：\s*[024] \/ 74 分/);
    await score.getByText('不合格').waitFor();
    await shot(page, 'completion-score-375');
    expect(errors).toEqual([]);
    await close();
  });
});
