// Issue 28's daily walks on a phone (375 px), by clicking only (no page.goto to an inner page once signed in): the
// demo student goes from the study page (the hub) to a lesson, the theory test (the start asks first, with the length
// and the attempts left), homework and the report, through the compact bar's drawer; a visitor reaches a survey and
// the completion test from the portal's tiles (the survey list, the box for the test's code).
import { HOMEWORK_API } from '@etp/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, demoToken, openPage, PHONE, shot, signIn } from './browser';
import { noSidewaysScroll } from './checks';

const browser = browserForFile('student');
// The demo seed's completion test (apps/server/src/db/seed/demo/exams.ts).
const CODE = 'syb-demo-completion-2026';

/** The follow-up survey dialog opens for a student who has not answered it and cannot be closed: answer it first. */
async function answerFollowUp() {
  await fetch(`${baseUrl()}/s/v1/s-survey`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${await demoToken('student')}` },
    body: JSON.stringify({ is_service: 0, is_business: 0, work_status: 1, business_direction: 1, service_type: [1] }),
  });
}

/**
 * Homework due in three days in the demo student's class, set by the demo trainer: the hub lists what is still to
 * hand in, and the homework walk on the same server hands in the demo's open one.
 */
async function setDueHomework(): Promise<number> {
  const as = async (role: string) => ({
    'content-type': 'application/json',
    authorization: `Bearer ${await demoToken(role)}`,
  });
  const headers = await as('trainer');
  const mine = await (await fetch(`${baseUrl()}${HOMEWORK_API.mine}`, { headers: await as('student') })).json();
  const className = mine.data[0].class_name as string;
  const set = await (await fetch(`${baseUrl()}${HOMEWORK_API.list}?page=1&size=50`, { headers })).json();
  const classId = (set.data.list as { class_id: number; class_name: string }[]).find(
    (row) => row.class_name === className,
  )!.class_id;
  const res = await fetch(`${baseUrl()}${HOMEWORK_API.list}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      class_id: classId,
      title: '第四讲作业：我的客户是谁',
      content: '<p>用一段话描述你的目标客户。</p>',
      attachments: [],
      due_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      full_score: 100,
      late_policy: 'accept',
    }),
  });
  expect(res.status).toBe(201);
  return (await res.json()).data.id as number;
}

describe("the student's day on a phone", () => {
  it('opens a lesson, the test, homework and the report from the study page, by clicking', async () => {
    await answerFollowUp();
    const due = await setDueHomework();
    const { page, errors, close } = await openPage(browser(), PHONE);
    await signIn(page, 'student');
    await page.waitForURL(/\/studentFront\/study$/);
    const hub = page.getByTestId('study-page');
    await hub.waitFor();
    // Content first: the profile and the menu are one compact bar, the study card is in the first screen.
    expect(await page.getByTestId('student-menu-button').isVisible()).toBe(true);
    await shot(page, 'daily-student-hub-375');
    const continueCard = await page.getByTestId('hub-continue').boundingBox();
    expect(continueCard?.y ?? 999).toBeLessThan(PHONE.height / 2);
    // Study time as a person reads it: 学时 to one decimal with the minutes (or seconds) behind them.
    expect(await page.getByTestId('study-hours').textContent()).toMatch(/^\d+\.\d 学时（\d+ (分钟|秒)）$/);
    expect(await page.getByTestId('study-today').textContent()).toMatch(/今日已学 \d+ (分钟|秒)/);
    await noSidewaysScroll(page);
    await hub.getByTestId('hub-due').scrollIntoViewIfNeeded();
    await shot(page, 'daily-student-hub-due-375');

    const toHub = async () => {
      await page.getByTestId('student-menu-button').click();
      await page.getByTestId('student-drawer').getByText('我的学习').click();
      await page.waitForURL(/\/studentFront\/study$/);
      await page.getByTestId('study-page').waitFor();
    };

    // The next lesson, inside its card.
    const next = page.getByTestId('next-lesson');
    const card = await page.getByTestId('hub-continue').boundingBox();
    const button = await next.boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0));
    await next.click();
    await page.waitForURL(/\/studentFront\/demand\/detail\?/);
    await page.getByTestId('demand-detail').waitFor();
    await page
      .locator('[data-testid=lesson-player], [data-testid=lesson-document], [data-testid=no-video]')
      .first()
      .waitFor();
    await shot(page, 'daily-student-lesson-375');
    // A document lesson shows its text.
    const docLesson = page.locator('[data-testid^=lesson-]', { hasText: '建立你的企业构思' }).first();
    if (await docLesson.count()) {
      await docLesson.click();
      await page.getByTestId('lesson-document').getByText('企业构思的来源').waitFor();
      await shot(page, 'daily-student-document-375');
    }

    // The open theory test, with its attempts left; starting asks first.
    await toHub();
    const testRow = page.locator('[data-testid^=hub-test-]').first();
    await testRow.waitFor();
    expect(await testRow.getByTestId('hub-attempts-left').textContent()).toMatch(/剩余 \d+ 次机会/);
    await testRow.getByTestId('hub-go-test').click();
    await page.waitForURL(/\/studentFront\/theoryTest$/);
    const start = page.getByRole('button', { name: /开始考试|继续作答/ }).first();
    await start.waitFor();
    if (((await start.textContent()) ?? '').includes('开始')) {
      await start.click();
      await page
        .getByTestId('start-confirm-text')
        .getByText(/考试时长 \d+ 分钟.*还剩 \d+ 次/)
        .waitFor();
      await shot(page, 'daily-student-test-confirm-375');
      // Cancelled: no attempt is used (the exams spec takes the test).
      await page.getByTestId('start-confirm-cancel').click();
      await page.locator('.ant-modal-confirm').waitFor({ state: 'detached' });
    }

    // Homework with its due date.
    await toHub();
    const homework = page.getByTestId(`hub-homework-${due}`);
    await homework.waitFor();
    expect(await homework.textContent()).toMatch(/截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
    await homework.getByTestId('hub-go-homework').click();
    await page.waitForURL(/\/studentFront\/afterClassHomework\/write\?id=\d+/);
    await page.getByTestId('homework-title').waitFor();
    await shot(page, 'daily-student-homework-375');

    // The report: rows as cards on a phone, 学时 to one decimal.
    await toHub();
    await page.getByTestId('hub-link-report').click();
    await page.waitForURL(/\/studentFront\/report$/);
    const reportCard = page.getByTestId('report-card').first();
    await reportCard.waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'daily-student-report-375');

    // Practice and the manual are a click away too.
    await toHub();
    await page.getByTestId('hub-link-manual').click();
    await page.waitForURL(/\/studentFront\/manual$/);
    await page.getByTestId('manual-text').waitFor();
    await shot(page, 'daily-student-manual-375');
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the hub at 1366 px with the side menu', async () => {
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'student');
    await page.waitForURL(/\/studentFront\/study$/);
    await page.getByTestId('study-page').waitFor();
    await page.locator('[data-testid^=hub-test-], [data-testid^=hub-homework-]').first().waitFor();
    expect(await page.locator('aside[data-testid=sidebar]').count()).toBe(1);
    await shot(page, 'daily-student-hub-1366');
    expect(errors).toEqual([]);
    await close();
  });
});

describe("a visitor's day on a phone", () => {
  it('reaches a survey and the completion test from the portal tiles', async () => {
    const { page, errors, close } = await openPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/portal`);
    const tiles = page.getByTestId('quick-entries');
    await tiles.waitFor();
    await shot(page, 'daily-visitor-portal-375');
    await tiles.getByText('问卷调查').click();
    await page.waitForURL(/\/surveyLink$/);
    const list = page.getByTestId('survey-list');
    await list.waitFor();
    await shot(page, 'daily-visitor-surveys-375');
    await list.locator('[data-testid^=survey-open-]').first().click();
    await page.waitForURL(/\/surveyLink\?id=\d+/);
    await page.getByTestId('survey-title').waitFor();
    await page.locator('[data-testid=survey-form], [data-testid=survey-done]').first().waitFor();
    await shot(page, 'daily-visitor-survey-375');

    await page.goBack();
    await page.goBack();
    await page.waitForURL(/\/portal$/);
    await page.getByTestId('quick-entries').getByText('结业测试').click();
    await page.waitForURL(/\/completionTest$/);
    const code = page.locator('input[name="code"]');
    await code.fill('no-such-code');
    await page.getByTestId('completion-code-go').click();
    await page.getByTestId('completion-not-found').waitFor();
    await code.fill(CODE);
    await shot(page, 'daily-visitor-completion-code-375');
    await page.getByTestId('completion-code-go').click();
    await page.getByTestId('completion-paper').waitFor();
    await noSidewaysScroll(page);
    await shot(page, 'daily-visitor-completion-375');
    // The unknown code's 404 is the answer the page turned into its sentence, not a fault.
    expect(errors.filter((e) => !e.includes('404'))).toEqual([]);
    await close();
  });
});
