import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, DESKTOP, launch, openPage, PHONE, pickOption, shot, signIn } from './browser';

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
    it(`lands the ${role} on its home, with navbar and sidebar`, async () => {
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
      // qd_student01 (Qingdao, survey not answered in the demo): no other spec file answers it, while the demo
      // `student`'s survey is answered by the walks that study as them on the same server.
      await page.goto(`${baseUrl()}/login`);
      await page.getByTestId('login-username').fill('qd_student01');
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-role').selectOption('student');
      await page.getByTestId('login-submit').click();
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

describe('follow-up survey', () => {
  it('checks the answers, enables the "other" boxes only for other, submits once and then stays closed', async () => {
    const { page, errors, close } = await openPage(browser, DESKTOP);
    // student02 has not answered (demo data); the demo `student` stays unanswered for the test above.
    await page.goto(`${baseUrl()}/login`);
    await page.getByTestId('login-username').fill('student02');
    await page.getByTestId('login-password').fill(DEMO_PASSWORD);
    await page.getByTestId('login-role').selectOption('student');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/studentFront\/study$/);
    const dialog = page.getByRole('dialog').filter({ hasText: '后续指导服务调查' });
    await dialog.waitFor();
    const submit = dialog.getByRole('button', { name: '提 交' }).or(dialog.getByRole('button', { name: '提交' }));

    // Nothing chosen: the toast says the form is incomplete and each question says what it needs.
    await submit.click();
    await page.getByText('请填写完整信息').first().waitFor();
    await dialog.getByText('请选择是否需要后续服务').waitFor();
    await dialog.getByText('请至少选择一项希望获得的服务').waitFor();

    const item = (label: string) => dialog.locator('.ant-form-item').filter({ hasText: label }).first();
    await item('是否需要后续服务').getByText('是', { exact: true }).click();
    await item('是否已创业').getByText('否', { exact: true }).click();
    await pickOption(page, item('就业状态').locator('.ant-select'), '灵活就业');

    // "Other" (6) enables its text box; another direction clears and disables it again.
    const directionOther = dialog.getByPlaceholder('请填写其他创业方向');
    expect(await directionOther.isDisabled()).toBe(true);
    await item('创业方向').getByText('其他', { exact: true }).click();
    expect(await directionOther.isEnabled()).toBe(true);
    await directionOther.fill('社区团购');
    await item('创业方向').getByText('电子商务与信息技术', { exact: true }).click();
    expect(await directionOther.isDisabled()).toBe(true);
    expect(await directionOther.inputValue()).toBe('');
    await item('创业方向').getByText('其他', { exact: true }).click();

    // Service type 8 (other) needs its text too.
    const typeOther = dialog.getByPlaceholder('请填写其他希望获得的服务');
    await item('希望获得的服务').getByText('创业担保贷款', { exact: true }).click();
    await item('希望获得的服务').getByText('其他', { exact: true }).click();
    await submit.click();
    await dialog.getByText('请填写其他创业方向').last().waitFor();
    await directionOther.fill('社区团购');
    await typeOther.fill('对接投资人');
    await submit.click();

    // The server's message, the dialog gone, and after a reload it does not come back.
    await page.getByText('提交成功，感谢您的反馈').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.reload();
    await page.getByTestId('sidebar').waitFor();
    await page.waitForTimeout(1000);
    expect(await page.getByText('后续指导服务调查').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
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
