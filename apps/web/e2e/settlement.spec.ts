// Issue 29's settlement walk in Chromium: the teacher claims the demo's finished class (roster with amounts and the
// eligibility reasons) and submits it; the area and then the city approve it; the publicity period ends by the
// publicity job (driven as of the day after its last day); the area records the payment. The follow-up to-do and the
// survey figures show too. The teacher adds a scan to the draft and removes it again. The admin reaches the settlement
// configuration from the menu, changes a subsidy standard and adds (and removes) a holiday. Screenshots at 1366 and
// 375 px.
import type { ClaimDetail, ClaimRow, Page as ListPage, StandardRow } from '@etp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, demoToken, markGuideRead, openPage, PHONE, shot, signIn } from './browser';

const browser = browserForFile('teacher');

const api = async <T>(token: string, path: string, init: RequestInit = {}): Promise<T> => {
  const res = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
  });
  return ((await res.json()) as { data: T }).data;
};

let claimId = 0;

/** A 1x1 PNG: a scan the server's upload check takes by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  await markGuideRead('area');
  await markGuideRead('city');
  await markGuideRead('admin');
});

/** Opens a claim in the review queue and waits for its drawer. */
async function openInQueue(page: import('playwright-core').Page, role: string) {
  await signIn(page, role);
  await page.waitForURL(/\/home|\/todoTask/);
  await page.goto(`${baseUrl()}/settlement/review`);
  await page.getByTestId(`review-open-${claimId}`).click();
  await page.getByTestId('claim-detail').waitFor();
}

describe('settlement', () => {
  it('lets the teacher claim a finished class and submit it', async () => {
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'teacher');
    await page.waitForURL(/\/todoTask\//);
    // The follow-up reminder is on the teacher's to-do page.
    await page.getByTestId('todo-followup').waitFor();
    await shot(page, 'settlement-todo-1366');
    await page.goto(`${baseUrl()}/settlement/claim`);
    await page.getByTestId('claim-table').waitFor();
    await page.getByTestId('settlement-account').waitFor();
    await shot(page, 'settlement-claims-1366');
    await page.getByTestId('claim-new').click();
    const select = page.getByTestId('claim-class');
    await select.click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByTestId('claim-create-ok').click();
    await page.getByTestId('claim-drawer').getByTestId('claim-roster').waitFor();
    const roster = (await page.getByTestId('claim-roster').textContent()) ?? '';
    expect(roster).toContain('¥1,000.00');
    expect(roster).toMatch(/学时不足|理论考试/);
    expect(await page.getByTestId('claim-status').first().textContent()).toBe('草稿');
    await shot(page, 'settlement-draft-1366');

    // A scan added by mistake is removed again (after a confirm) while the claim is a draft.
    const drawer = page.getByTestId('claim-drawer');
    await drawer
      .locator('input[type=file]')
      .setInputFiles({ name: 'wrong-scan.png', mimeType: 'image/png', buffer: PNG });
    const scan = drawer.locator('[data-testid^="claim-document-"]').filter({ hasText: 'wrong-scan' });
    await scan.waitFor();
    await scan.scrollIntoViewIfNeeded();
    await shot(page, 'settlement-scan-1366');
    await scan.locator('[data-testid^="claim-document-remove-"]').click();
    await page.getByTestId('confirm-ok').click();
    await scan.waitFor({ state: 'detached' });
    expect(await page.getByTestId('claim-timeline').textContent()).toContain('删除材料');

    await page.getByTestId('claim-submit').click();
    await page.getByTestId('confirm-ok').click();
    await page.getByTestId('claim-status').filter({ hasText: '区县审核' }).waitFor();
    await page.getByText('花名册').first().waitFor();
    await shot(page, 'settlement-submitted-1366');
    const token = await demoToken('teacher');
    const mine = await api<ListPage<ClaimRow>>(token, '/f/v1/settlements?status=area_review&size=50');
    claimId = Math.max(...mine.list.map((c) => c.id));
    expect(errors).toEqual([]);
    await close();
  });

  it('is approved by the area, then the city, into publicity', async () => {
    for (const role of ['area', 'city']) {
      const { page, errors, close } = await openPage(browser(), DESKTOP);
      await openInQueue(page, role);
      if (role === 'area') await shot(page, 'settlement-review-1366');
      await page.getByTestId('claim-approve').click();
      await page
        .getByTestId('claim-detail')
        .getByTestId('claim-status')
        .filter({ hasText: role === 'area' ? '市级审核' : '公示中' })
        .waitFor();
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('ends its publicity by the job, then the area records the payment', async () => {
    const admin = await demoToken('admin');
    const claim = await api<ClaimDetail>(admin, `/a/v1/settlements/${claimId}`);
    expect(claim.status).toBe('publicity');
    const after = new Date(`${claim.publicity_ends_on}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    const ended = await api<number[]>(admin, '/a/v1/settlement-publicity/run', {
      method: 'POST',
      body: JSON.stringify({ as_of: after.toISOString().slice(0, 10) }),
    });
    expect(ended).toContain(claimId);

    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await openInQueue(page, 'area');
    await page.getByTestId('claim-detail').getByTestId('claim-status').filter({ hasText: '审核通过' }).waitFor();
    await page.getByTestId('claim-pay').click();
    await page.getByTestId('paid-reference').fill('JNLX-ZF-2026-0099');
    await page.getByTestId('review-ok').click();
    await page.getByTestId('claim-detail').getByTestId('claim-status').filter({ hasText: '已拨付' }).waitFor();
    const timeline = (await page.getByTestId('claim-timeline').textContent()) ?? '';
    for (const step of ['创建草稿', '提交申领', '审核通过', '开始公示', '公示结束', '登记拨付']) {
      expect(timeline).toContain(step);
    }
    await shot(page, 'settlement-paid-1366');
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await shot(page, 'settlement-paid-375');
    expect(errors).toEqual([]);
    await close();
  });

  it("lets the admin change a standard and keep the holiday calendar from the menu's settlement configuration", async () => {
    const admin = await demoToken('admin');
    const standards = await api<ListPage<StandardRow>>(admin, '/a/v1/settlement-standards?size=100');
    // Qingdao's SYB standard: no claim of this file is in Qingdao.
    const qingdao = standards.list.find((s) => s.region_code === '370200')!;
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home/);
    // Reached by clicking: the 结算管理 section, then its 结算配置 entry.
    const entry = page.locator('.ant-menu [data-menu-id$="/settlement/config"]').first();
    const section = page.locator('.ant-menu-submenu-title[data-menu-id$="/settlement"]').first();
    await entry.or(section).first().waitFor();
    if (!(await entry.isVisible())) await section.click();
    await entry.click();
    await page.waitForURL((url) => url.pathname === '/settlement/config');
    await page.getByTestId('standard-table').locator('.ant-table-row').first().waitFor();
    await shot(page, 'settlement-config-1366');

    // The standard's amount changed in its dialog shows in the list.
    await page.getByTestId(`standard-edit-${qingdao.id}`).click();
    await page.getByTestId('standard-form').locator('#amount_fen').fill('1250');
    await page.getByTestId('standard-save').click();
    await page.getByTestId('standard-table').getByText('¥1,250.00').waitFor();
    const saved = await api<ListPage<StandardRow>>(admin, '/a/v1/settlement-standards?size=100');
    expect(saved.list.find((s) => s.id === qingdao.id)?.amount_fen).toBe(125_000);

    // An end before the start is refused by the server next to its field (data.fields).
    await page.getByTestId(`standard-edit-${qingdao.id}`).click();
    const form = page.getByTestId('standard-form');
    await form.locator('#valid_to').fill('2020-01-01');
    await form.locator('#valid_to').press('Enter');
    await page.getByTestId('standard-save').click();
    await form.locator('.ant-form-item-explain-error').filter({ hasText: '失效日期不能早于生效日期' }).waitFor();
    await shot(page, 'settlement-config-refused-1366');
    await page.keyboard.press('Escape');

    // The chains of the demo regions are listed.
    await page.getByTestId('config-tab-chains').click();
    await page.getByTestId('chain-table').getByText('青岛市').waitFor();
    await shot(page, 'settlement-config-chains-1366');

    // A holiday added next year is listed under its year, then removed after a confirm.
    await page.getByTestId('config-tab-holidays').click();
    const day = `${new Date().getUTCFullYear() + 1}-06-15`;
    const holidayForm = page.getByTestId('holiday-form');
    await holidayForm.locator('#day').fill(day);
    await holidayForm.locator('#day').press('Enter');
    await holidayForm.locator('#name').fill('端到端假日');
    await page.getByTestId('holiday-add').click();
    const row = page.getByTestId('holiday-table').locator('.ant-table-row').filter({ hasText: '端到端假日' });
    await row.waitFor();
    await shot(page, 'settlement-config-holidays-1366');
    const holidays = await api<{ day: string; name: string }[]>(
      admin,
      `/a/v1/settlement-holidays?year=${day.slice(0, 4)}`,
    );
    expect(holidays).toContainEqual({ day, kind: 'holiday', name: '端到端假日' });
    await page.getByTestId(`holiday-delete-${day}`).click();
    await page.getByTestId('confirm-ok').click();
    await row.waitFor({ state: 'detached' });

    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
    await shot(page, 'settlement-config-holidays-375');
    await page.getByTestId('config-tab-standards').click();
    await page.getByTestId('standard-table').locator('.ant-table-row').first().waitFor();
    await page.waitForTimeout(300);
    await shot(page, 'settlement-config-375');
    // The one refused save above is the browser's only complaint.
    expect(errors.filter((e) => !e.includes('status of 400'))).toEqual([]);

    // In English: every label of the screen has its English words (no raw key, no Chinese but the data's names).
    await page.context().addCookies([{ name: 'language', value: 'en-US', url: baseUrl() }]);
    await page.setViewportSize(DESKTOP);
    await page.goto(`${baseUrl()}/settlement/config?tab=chains`);
    await page.getByTestId('chain-table').locator('.ant-table-row').first().waitFor();
    const view = page.locator('[data-view="settlement/config"]');
    expect(await view.locator('.ant-tabs-tab').allInnerTexts()).toEqual([
      'Subsidy standards',
      'Review chains',
      'Holidays',
      'Other settings',
    ]);
    const text = await view.innerText();
    expect(text).not.toMatch(/\bconfig\.[a-zA-Z]/);
    expect(text.replace(/山东省|青岛市/g, '')).not.toMatch(/[\u4e00-\u9fff]/);
    await shot(page, 'settlement-config-en-1366');
    await close();
  });

  it('shows the screens at 375 px: claims, follow-up and the survey figures', async () => {
    const { page, errors, close } = await openPage(browser(), PHONE);
    await signIn(page, 'teacher');
    await page.waitForURL(/\/todoTask\//);
    await page.goto(`${baseUrl()}/settlement/claim`);
    await page.getByTestId('claim-table').waitFor();
    await shot(page, 'settlement-claims-375');
    await page.getByRole('tab', { name: '跟踪服务' }).click();
    await page.getByTestId('followup-table').waitFor();
    await shot(page, 'settlement-followup-375');
    await close();

    const admin = await openPage(browser(), DESKTOP);
    await signIn(admin.page, 'city');
    await admin.page.waitForURL(/\/home/);
    await admin.page.goto(`${baseUrl()}/service/survey`);
    await admin.page.getByTestId('survey-table').locator('.ant-table-row').first().waitFor();
    await admin.page.getByTestId('survey-chart').first().waitFor();
    await shot(admin.page, 'settlement-survey-1366');
    await admin.page.setViewportSize(PHONE);
    await admin.page.waitForTimeout(300);
    await shot(admin.page, 'settlement-survey-375');
    expect(admin.errors).toEqual([]);
    await admin.close();
    expect(errors).toEqual([]);
  });
});
