// Issue 14's homework walk in Chromium: the demo student continues the seeded draft on a 375 px phone, reloads and
// finds it, and submits; the trainer marks it at 1366 px; the student sees the mark. Screenshots of the homework
// screens at 1366 and 375 px.
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, demoToken, markGuideRead, openPage, PHONE, shot, signIn } from './browser';

const browser = browserForFile('student');
const TITLE = '第三讲作业：启动资金预测';
const ADDED = `流动资金约 3 万元，资金来源为个人积蓄和创业担保贷款。${Date.now() % 10_000}`;

/** A call as a demo account, through the API (setting the scene, not the walk itself). */
async function apiAs(role: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${await demoToken(role)}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { code: number; data: unknown };
}

let homeworkId = 0;

describe('homework from the draft to the mark', () => {
  it('lets the student continue the draft on a phone, find it after a reload, and submit it', async () => {
    // The follow-up survey dialog cannot be closed: answer it first so it does not cover the pages.
    await apiAs('student', '/s/v1/s-survey', {
      is_service: 0,
      is_business: 0,
      work_status: 1,
      business_direction: 1,
      service_type: [1],
    });
    const mine = (await apiAs('student', '/s/v1/homeworks')).data as { id: number; title: string }[];
    homeworkId = mine.find((h) => h.title === TITLE)?.id ?? 0;
    expect(homeworkId).toBeGreaterThan(0);

    const { page, errors, close } = await openPage(browser(), PHONE);
    await signIn(page, 'student');
    await page.waitForURL(/\/studentFront\/study$/);
    await page.goto(`${baseUrl()}/studentFront/afterClassHomework`);
    await page.getByTestId(`homework-card-${homeworkId}`).waitFor();
    await shot(page, 'homework-student-list-375');

    await page.getByTestId(`homework-go-${homeworkId}`).click();
    await page.waitForURL(/afterClassHomework\/write\?id=/);
    const editor = page.getByTestId('homework-editor');
    await editor.getByText('固定资产').waitFor();
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(ADDED);
    await page.locator('[data-testid="homework-save-state"][data-state="saved"]').getByText('草稿已保存').waitFor();

    await page.reload();
    await page.getByTestId('homework-editor').getByText(ADDED).waitFor();
    await page.getByTestId('homework-editor').scrollIntoViewIfNeeded();
    await shot(page, 'homework-student-write-375');

    await page.getByTestId('homework-submit').click();
    await page.getByTestId('homework-submit-ok').click();
    await page.waitForURL(/afterClassHomework\/preview\?id=/);
    await page.getByTestId('homework-answer').getByText(ADDED).waitFor();
    expect(await page.getByTestId('homework-status').first().textContent()).toContain('已提交');
    await shot(page, 'homework-student-preview-375');
    expect(errors).toEqual([]);
    await close();
  });

  it('lets the trainer mark the answer', async () => {
    await markGuideRead('trainer');
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'trainer');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/train/homework`);
    await page.getByTestId('homework-to-mark').waitFor();
    await page.getByTestId(`homework-answers-${homeworkId}`).click();
    const answers = page.getByTestId('homework-answers');
    await answers.getByText('王小明').waitFor();
    await shot(page, 'homework-trainer-answers-1366');
    await answers.locator('button', { hasText: '批阅' }).first().click();
    const form = page.getByTestId('homework-mark-form');
    await page.getByTestId('homework-answer').getByText(ADDED).waitFor();
    await form.getByTestId('homework-score').fill('46');
    await form.getByTestId('homework-comment').fill('资金来源清楚，流动资金测算可以再细化到月。');
    await shot(page, 'homework-trainer-mark-1366');
    await form.getByTestId('homework-mark-save').click();
    await page.getByText('批阅已保存，学员可以看到得分和评语').waitFor();
    // The answer's row, not the filter above the table (whose "已批阅" is always there): the mark is saved when the row's
    // status says so.
    await answers
      .getByRole('row', { name: /王小明/ })
      .getByText('已批阅')
      .waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the student the mark', async () => {
    const { page, errors, close } = await openPage(browser(), PHONE);
    await signIn(page, 'student');
    await page.waitForURL(/\/studentFront\/study$/);
    await page.goto(`${baseUrl()}/studentFront/afterClassHomework`);
    await page.getByTestId(`homework-score-${homeworkId}`).getByText('得分：46 / 50').waitFor();
    await page.getByTestId(`homework-go-${homeworkId}`).click();
    await page.getByTestId('homework-mark').getByText('资金来源清楚').waitFor();
    await shot(page, 'homework-student-mark-375');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the homework screens at 1366 and 375 px', async () => {
    for (const [role, path, name] of [
      ['student', '/studentFront/afterClassHomework', 'homework-student-list'],
      ['trainer', '/train/homework', 'homework-trainer'],
    ] as const) {
      for (const viewport of [DESKTOP, PHONE]) {
        const { page, errors, close } = await openPage(browser(), viewport);
        await signIn(page, role);
        await page.waitForURL((url) => !url.pathname.startsWith('/login'));
        await page.goto(`${baseUrl()}${path}`);
        await page
          .getByTestId(role === 'student' ? 'homework-list' : 'homework-table')
          .getByText('第一讲作业：我的创业想法')
          .waitFor();
        await shot(page, `${name}-${viewport.width}`);
        expect(errors).toEqual([]);
        await close();
      }
    }
  });
});
