// Issue 31's walk in the production build: a citizen fills the public sign-up form and the page breaks (the server's
// answer to the sign-up is forced to a malformed one through page.route, so the form's own code throws); the report
// leaves with the replay of the session. The admin finds the issue (its place read through the build's source maps),
// plays the replay, in which the name is masked and the ID number and phone never appear; page views show the route.
import { idCardCheckChar, MONITORING_API, SIGNUPS_API } from '@etp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, demoToken, openPage, PHONE, shot, signIn } from './browser';
import { captchaSolved } from './checks';

const browser = browserForFile('admin');

const stamp = Date.now() % 100_000;
const citizen = {
  name: '测试回放人',
  phone: `1377${String(stamp).padStart(5, '0')}36`,
  idCard: (() => {
    const first17 = `37010219880512${String(stamp % 1000).padStart(3, '0')}`;
    return first17 + idCardCheckChar(first17);
  })(),
};

/** The sign-up's answer as a broken server would give it: success without the receipt the form reads. */
async function breakTheSignUp(page: Page) {
  await page.route(`**${SIGNUPS_API.submit}`, (route) =>
    route.fulfill({ status: 201, contentType: 'application/json', body: '{"code":201,"msg":"ok","data":null}' }),
  );
}

async function adminAt(path: string, viewport = DESKTOP) {
  const opened = await openPage(browser(), viewport);
  await signIn(opened.page, 'admin');
  await opened.page.waitForURL(/\/home$/);
  await opened.page.goto(`${baseUrl()}${path}`);
  return opened;
}

let issueId = 0;

describe('an error in the browser, seen by the admin', () => {
  it('reports the broken sign-up with the replay of what the citizen did', async () => {
    const { page, close } = await openPage(browser(), DESKTOP);
    await breakTheSignUp(page);
    await page.goto(`${baseUrl()}/szbSignUpForm`);
    const form = page.getByTestId('sign-up-form');
    await form.waitFor();
    // The recorder loads once the page is used, in a chunk of its own, not with the page.
    const recorder = page.waitForResponse((r) => /\/assets\/recorder-[\w-]+\.js$/.test(new URL(r.url()).pathname));
    await form.locator('input[name="name"]').click();
    expect((await recorder).ok()).toBe(true);
    await page.waitForTimeout(500);
    await form.locator('input[name="name"]').pressSequentially(citizen.name, { delay: 20 });
    await form.locator('input[name="phone"]').fill(citizen.phone);
    await form.locator('input[name="id_card"]').fill(citizen.idCard);
    await form.locator('select[name="city"]').selectOption('济南市');
    await form.locator('select[name="region_code"]').selectOption('370102');
    await form.locator('select[name="education"]').selectOption('college');
    await form.locator('select[name="course_id"]').selectOption({ index: 1 });
    await form.locator('input[name="consent"]').check();
    await captchaSolved(page, 'sign-up-form');

    const reported = page.waitForResponse(
      (r) => r.url().endsWith(MONITORING_API.clientErrors) && r.request().method() === 'POST',
    );
    await page.getByTestId('sign-up-submit').click();
    const answer = await reported;
    expect(answer.status()).toBe(200);
    const sent = answer.request().postDataJSON() as {
      reports: { kind: string; message: string }[];
      replay?: unknown[];
    };
    expect(sent.reports[0]).toMatchObject({ kind: 'rejection', route: '/szbSignUpForm' });
    expect(sent.reports[0]!.message).toContain('duplicate');
    expect(sent.replay?.length).toBeGreaterThan(2);
    // What the citizen typed never leaves the page in the recording.
    const recording = JSON.stringify(sent.replay);
    for (const typed of [citizen.name, citizen.phone, citizen.idCard]) expect(recording).not.toContain(typed);
    await close();
  });

  it('lists the issue for the admin, with its place in the source and the page it happened on', async () => {
    const token = await demoToken('admin');
    const res = await fetch(`${baseUrl()}${MONITORING_API.clientIssues}?keyword=duplicate`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const [issue] = (await res.json()).data.list as { id: number; culprit: string; routes: string[] }[];
    expect(issue).toBeDefined();
    issueId = issue!.id;
    // Read through the build's source maps: the form's own file and line, not a minified chunk.
    expect(issue!.culprit).toMatch(/^src\/features\/signups\/SignUpForm\.tsx:\d+$/);
    expect(issue!.routes).toEqual(['/szbSignUpForm']);

    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await adminAt('/monitor/clientIssues', viewport);
      await page.getByTestId('client-issues-table').waitFor();
      await page.getByTestId('client-issues-keyword').fill('duplicate');
      await page.getByTestId('client-issues-search').click();
      await page.getByTestId(`client-issue-open-${issueId}`).waitFor();
      await page.locator('[data-testid="client-issues-table"] .ant-spin-spinning').waitFor({ state: 'detached' });
      await shot(page, `monitoring-issues-${viewport.width}`);
      await page.getByTestId(`client-issue-open-${issueId}`).click();
      await page.getByTestId('client-issue-detail').waitFor();
      await expect.poll(() => page.getByTestId('client-issue-title').textContent()).toContain('duplicate');
      expect(await page.getByTestId('client-issue-detail').textContent()).toContain('SignUpForm.tsx');
      await shot(page, `monitoring-issue-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('plays the replay, with the typed name masked and the ID number and phone not recorded', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await adminAt(`/monitor/clientIssues?issue=${issueId}`, viewport);
      await page.getByTestId('client-issue-detail').waitFor();
      const play = page.locator('[data-testid^="client-error-play-"]').first();
      await play.click();
      const player = page.getByTestId('replay-player');
      await player.locator('.rr-player').waitFor();
      // To the end of the recording: a click at the far right of the progress bar.
      const bar = player.locator('.rr-progress');
      await bar.scrollIntoViewIfNeeded();
      const box = await bar.boundingBox();
      if (!box) throw new Error('no progress bar');
      await bar.click({ position: { x: box.width - 2, y: box.height / 2 } });
      const replayed = page.frameLocator('[data-testid="replay-player"] iframe');
      const name = replayed.locator('input[name="name"]');
      await expect.poll(() => name.inputValue()).toMatch(/^\*+$/);
      // Blocked fields are empty boxes in the replay: no input, no value.
      expect(await replayed.locator('input[name="id_card"]').count()).toBe(0);
      expect(await replayed.locator('input[name="phone"]').count()).toBe(0);
      const html = await replayed.locator('html').innerHTML();
      for (const typed of [citizen.name, citizen.phone, citizen.idCard]) expect(html).not.toContain(typed);
      await page.mouse.move(viewport.width - 10, viewport.height - 10);
      await shot(page, `monitoring-replay-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('shows page views per route, with the trend', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await adminAt('/monitor/pageViews', viewport);
      const table = page.getByTestId('page-views-table');
      // The server adds its counts to the table every few seconds.
      await expect
        .poll(
          async () => {
            await page.reload();
            await table.waitFor();
            // Other spec files of this worker visited many routes: find this one by the filter, not on page one.
            await page.getByTestId('page-views-filter').fill('szbSignUp');
            return table.textContent();
          },
          { timeout: 40_000, interval: 3_000 },
        )
        .toContain('/szbSignUpForm');
      await page.getByTestId('page-views-chart').waitFor();
      await shot(page, `monitoring-page-views-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
