// Issue 4 end to end: the administration back-office against the real server (two browsers where
// two people act), plus screenshots of every screen at 1366 and 375 px in /tmp/shots.
import { statSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, launch, markGuideRead, openPage, PHONE, pickOption, shot, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

/** Closes the operate guide if it opened by itself, so it does not cover the page. */
async function dismissGuide(page: Page) {
  const guide = page.locator('.ant-modal-wrap .ant-btn-primary');
  try {
    await guide.first().waitFor({ timeout: 1500 });
    await guide.first().click();
  } catch {
    // no guide this time
  }
}

async function signInAs(page: Page, username: string, password: string, role: string) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-role').selectOption(role);
  await page.getByTestId('login-submit').click();
}

async function adminAt(path: string, viewport = DESKTOP) {
  const opened = await openPage(browser, viewport);
  // Read first, so the guide does not open by itself (a look for it can end before a slow page opens it).
  await markGuideRead('admin');
  await signIn(opened.page, 'admin');
  await opened.page.waitForURL(/\/home$/);
  await dismissGuide(opened.page);
  await opened.page.goto(`${baseUrl()}${path}`);
  return opened;
}

const UNTRANSLATED =
  /\b(system|monitor|monitoring|issues?|kinds|pageViews|admin|announcement|download|account|views|common)\.[a-z][\w.]+/;

describe('users', () => {
  it('admin creates a user who can then sign in with the new password', async () => {
    const { page, errors, close } = await adminAt('/system/user');
    await page.locator('[data-view="system/user"]').waitFor();
    await page.getByTestId('user-create').click();
    const form = page.getByTestId('user-form');
    await form.waitFor();
    await form.locator('#username').fill('e2e_trainer');
    await form.locator('#name').fill('端到端讲师');
    await form.locator('#password').fill('Wq7!short');
    await pickOption(page, form.locator('.ant-select').first(), '讲师');
    await shot(page, 'admin-system-user-form-filled-1366');
    expect(await page.getByTestId('role-tag-trainer').textContent()).toContain('1. 讲师');
    await page.getByTestId('user-submit').click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('cell', { name: 'e2e_trainer' }).waitFor();

    // The same username again: the 409 shows on the username field.
    await page.getByTestId('user-create').click();
    await form.locator('#username').fill('e2e_trainer');
    await form.locator('#name').fill('重复');
    await form.locator('#password').fill('Wq7!short');
    await pickOption(page, form.locator('.ant-select').first(), '讲师');
    await page.waitForTimeout(3100); // the submit button's double-click guard
    await page.getByTestId('user-submit').click();
    await form.locator('#username_help, .ant-form-item-explain-error').first().waitFor();
    expect(await form.locator('.ant-form-item-explain-error').first().textContent()).toMatch(/已存在|已被/);
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await close();

    const other = await openPage(browser, DESKTOP);
    await signInAs(other.page, 'e2e_trainer', 'Wq7!short', 'trainer');
    await other.page.waitForURL(/\/home$/);
    await other.page.getByTestId('navbar').waitFor();
    expect(await other.page.getByTestId('user-menu').textContent()).toContain('端到端讲师');
    await other.close();
  });

  it('exports users and downloads the file from the download records', async () => {
    const { page, close } = await adminAt('/system/user');
    await page.locator('[data-view="system/user"]').waitFor();
    await page.getByTestId('export').click();
    await page.getByTestId('export-queued').waitFor();
    await page.goto(`${baseUrl()}/downRecord/export/index`);
    const table = page.getByTestId('export-table');
    await table.waitFor();
    const download = table.locator('[data-testid^="export-download-"]').first();
    await download.waitFor({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const path = await file.path();
    expect(statSync(path).size).toBeGreaterThan(0);
    await close();
  });
});

describe('menus', () => {
  it('admin renames a menu and a role that sees it gets the new title on its next load', async () => {
    const { page, close } = await adminAt('/system/menu');
    const table = page.getByTestId('menu-table');
    await table.waitFor();
    const row = table.locator('tr', { hasText: '跟踪服务调查' }).last();
    await row.locator('[data-testid^="menu-edit-"]').click();
    const title = page.getByTestId('menu-title');
    await title.waitFor();
    await title.fill('回访服务调查');
    await page.getByTestId('menu-submit').click();
    await page.getByText('保存成功').first().waitFor();
    await close();

    const province = await openPage(browser, DESKTOP);
    await markGuideRead('province');
    await signIn(province.page, 'province');
    await province.page.waitForURL(/\/home$/);
    await dismissGuide(province.page);
    await province.page.getByTestId('sidebar').getByText('回访服务调查').first().waitFor();
    await province.close();
  });
});

describe('online sessions', () => {
  it('admin ends a session and that browser gets the 402 dialog', async () => {
    const teacher = await openPage(browser, DESKTOP);
    await markGuideRead('teacher');
    await signIn(teacher.page, 'teacher');
    await teacher.page.waitForURL(/\/todoTask\/task\/index$/);

    const { page, close } = await adminAt('/monitor/online');
    await page.getByTestId('online-username').fill('teacher');
    await page.getByTestId('online-search').click();
    await page.getByTestId('force-logout-teacher').first().click();
    await page.getByTestId('confirm-ok').click();
    await page.getByText('已强制下线').first().waitFor();
    await close();

    await teacher.page.reload();
    await teacher.page.getByText('确认退出').waitFor({ timeout: 15_000 });
    expect(await teacher.page.locator('.ant-modal-confirm').count()).toBeGreaterThan(0);
    await teacher.close();
  });
});

describe('announcements', () => {
  it('an announcement published to teachers shows an unread badge for a teacher, read on opening', async () => {
    const { page, close } = await adminAt('/basic/announcement/index');
    await page.getByTestId('announcement-new').click();
    await page.getByTestId('announcement-title').fill('端到端测试公告');
    await page.getByTestId('announcement-editor').click();
    await page.keyboard.type('请各位教务老师于本周五前完成学员审核。');
    await page.getByTestId('announcement-roles').getByText('教务老师').click();
    await page.getByTestId('announcement-submit').click();
    await page.getByText('保存成功').first().waitFor();
    await close();

    const teacher = await openPage(browser, DESKTOP);
    await markGuideRead('teacher');
    await signIn(teacher.page, 'teacher');
    await teacher.page.waitForURL(/\/todoTask\/task\/index$/);
    await dismissGuide(teacher.page);
    // The Messages item may sit in the overflow menu: the count is then on "more".
    const badge = teacher.page.getByTestId('navbar').locator('.ant-badge-count').first();
    await badge.waitFor();
    const before = Number((await badge.getAttribute('title')) ?? (await badge.textContent()));
    expect(before).toBeGreaterThan(0);
    await teacher.page.goto(`${baseUrl()}/basic/announcement/index`);
    await teacher.page.getByText('端到端测试公告').first().click();
    await teacher.page.getByTestId('announcement-detail').getByText('学员审核').waitFor();
    await teacher.page.keyboard.press('Escape');
    if (before === 1) await badge.waitFor({ state: 'detached' });
    else await expect.poll(async () => Number(await badge.getAttribute('title'))).toBe(before - 1);
    expect(teacher.errors).toEqual([]);
    await teacher.close();
  });
});

describe('question bank and papers', () => {
  it('lists the demo bank and papers, and adds a true/false question through the drawer', async () => {
    const { page, errors, close } = await adminAt('/project/question');
    await page.locator('[data-view="project/question"] [data-testid="question-row"]').first().waitFor();
    const stem = `端到端判断题${Date.now()}`;
    await page.getByTestId('question-create').click();
    await page.getByTestId('question-form').waitFor();
    await pickOption(page, page.getByTestId('question-course'), 'SYB');
    await pickOption(page, page.getByTestId('question-type'), '判断题');
    await page.getByTestId('question-stem').click();
    await page.keyboard.type(stem);
    // The editor has the text before the form is saved (typing into an editor still mounting would be lost).
    await expect.poll(() => page.getByTestId('question-stem').textContent(), { timeout: 15_000 }).toContain(stem);
    await page.getByTestId('question-judge').getByText('错').click();
    await page.getByTestId('question-save').click();
    await page.getByTestId('question-form').waitFor({ state: 'detached' });
    await page.getByTestId('question-keyword').fill(stem);
    await page.getByTestId('question-keyword').press('Enter');
    await page.waitForURL(/[?&]keyword=/);
    await expect.poll(() => page.getByTestId('question-row').allTextContents(), { timeout: 15_000 }).toEqual([stem]);

    await page.goto(`${baseUrl()}/project/paper`);
    const papers = page.getByTestId('paper-row');
    await papers.first().waitFor();
    expect(await papers.count()).toBeGreaterThanOrEqual(2);
    await page.locator('[data-testid^="paper-edit-"]').first().click();
    await page.getByTestId('paper-total').waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('screens', () => {
  const ADMIN_SCREENS = [
    ['system-user', '/system/user'],
    ['system-role', '/system/role'],
    ['system-menu', '/system/menu'],
    ['system-dict', '/system/dict'],
    ['system-region', '/system/region'],
    ['system-site', '/system/site'],
    ['system-operate', '/system/operate'],
    ['monitor-loginLog', '/monitor/loginLog'],
    ['monitor-auditLog', '/monitor/auditLog'],
    ['monitor-online', '/monitor/online'],
    ['monitoring-clientIssues', '/monitor/clientIssues'],
    ['monitoring-pageViews', '/monitor/pageViews'],
    ['download-export', '/downRecord/export/index'],
    ['announcement', '/basic/announcement/index'],
    ['survey-list', '/activity/survey'],
    ['collection-list', '/activity/collection'],
    ['competition-list', '/contest/list'],
    ['settlement-review', '/settlement/review'],
    ['service-survey', '/service/survey'],
    ['project-course', '/project/course'],
    ['project-question', '/project/question'],
    ['project-paper', '/project/paper'],
    ['account-security', '/account/security'],
  ] as const;

  /** Screens per test: a short walk each, so a busy machine does not push one long walk past its timeout. */
  const PER_TEST = 4;
  const groups = Array.from({ length: Math.ceil(ADMIN_SCREENS.length / PER_TEST) }, (_, i) =>
    ADMIN_SCREENS.slice(i * PER_TEST, (i + 1) * PER_TEST),
  );

  for (const viewport of [DESKTOP, PHONE]) {
    for (const group of groups) {
      it(`shows ${group.map(([name]) => name).join(', ')} at ${viewport.width} px without errors or raw keys`, async () => {
        const { page, errors, close } = await adminAt(group[0]![1], viewport);
        for (const [name, path] of group) {
          await page.goto(`${baseUrl()}${path}`);
          await page.locator('[data-view]').first().waitFor();
          await page.waitForLoadState('networkidle');
          // Park the pointer on the content so no hover popup covers the shot.
          await page.mouse.move(viewport.width - 20, viewport.height - 20);
          await shot(page, `admin-${name}-${viewport.width}`);
          const text = (await page.locator('body').innerText()) ?? '';
          // The audit log lists action names such as announcement.create: data, not keys.
          if (name !== 'monitor-auditLog') expect(text, `${path} shows a raw i18n key`).not.toMatch(UNTRANSLATED);
        }
        expect(errors).toEqual([]);
        await close();
      });
    }

    it(`opens the user and site forms at ${viewport.width} px`, async () => {
      const { page, errors, close } = await adminAt('/system/user', viewport);
      await page.getByTestId('user-create').click();
      await page.getByTestId('user-form').waitFor();
      await shot(page, `admin-system-user-form-${viewport.width}`);
      await page.goto(`${baseUrl()}/system/site`);
      await page.locator('[data-testid^="site-edit-"]').first().click();
      await page.getByTestId('site-form').waitFor();
      await shot(page, `admin-system-site-form-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    });

    it(`shows the student account settings at ${viewport.width} px`, async () => {
      const { page, errors, close } = await openPage(browser, viewport);
      await signIn(page, 'student');
      await page.waitForURL(/\/studentFront\/study$/);
      await page.goto(`${baseUrl()}/studentFront/setting`);
      await page.getByTestId('account-security').waitFor();
      await page.getByTestId('my-sessions').locator('.ant-table-row').first().waitFor();
      // The survey dialog may open for this student; it cannot be closed, so shoot what is there.
      await shot(page, `student-setting-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
