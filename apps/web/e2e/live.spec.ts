// Issue 13's walk in Chromium: the trainer schedules a live session and sees the push settings, the stream and the
// chat; a student of the class opens watchLive, the live video plays (its time advances), a question goes out and
// comes back over the chat stream, and the page reports study time. Screenshots at 1366 and 375 px.
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  browserForFile,
  DEMO_PASSWORD,
  DESKTOP,
  demoToken,
  openPage,
  PHONE,
  pickOption,
  shot,
  signIn,
} from './browser';

const browser = browserForFile('trainer');
const stamp = Date.now() % 100_000;
const title = `E2E直播${stamp}`;
const question = `老师好，E2E提问${stamp}`;
/** A student of the demo trainer's running class (the demo `student` keeps its survey unanswered for roles.spec). */
const STUDENT = 'student01';

async function tokenOf(username: string, role: string) {
  return `Bearer ${await demoToken(username, role)}`;
}

async function call<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: token, 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return ((await res.json()) as { data: T }).data;
}

/** The live-now demo session of the student's class. */
async function liveNow() {
  const token = await tokenOf(STUDENT, 'student');
  const rows = await call<{ id: number; state: string; class_name: string }[]>(token, '/s/v1/live-sessions');
  const live = rows.find((s) => s.state === 'live');
  if (!live) throw new Error('no live demo session');
  // The follow-up survey dialog cannot be closed: answer it first so it does not cover the page.
  await call(token, '/s/v1/s-survey', {
    is_service: 0,
    is_business: 0,
    work_status: 1,
    business_direction: 1,
    service_type: [1],
  });
  return live;
}

/** In datetime-local form, `hours` from now, in the browser's (and this process's) time zone. */
const localInput = (hours: number) => {
  const d = new Date(Date.now() + hours * 3_600_000);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

/** Console errors other than the study-time call, which the learning side may not serve in this build. */

describe('live sessions', () => {
  const records: unknown[] = [];

  it('lets the trainer schedule a session and see the push settings, the stream and the chat', async () => {
    const live = await liveNow();
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'trainer');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/train/live`);
    await page.getByTestId('live-table').getByText(live.class_name).first().waitFor();

    await page.getByTestId('live-create').click();
    const form = page.getByTestId('live-form');
    await pickOption(page, form.locator('.ant-select').filter({ has: page.locator('#class_id') }), live.class_name);
    await form.locator('#title').fill(title);
    await form.locator('#starts_at').fill(localInput(24));
    await form.locator('#ends_at').fill(localInput(26));
    await page.getByTestId('live-save').click();
    await page.getByTestId('live-table').getByText(title).waitFor();

    await page.getByTestId(`live-view-${live.id}`).click();
    const detail = page.getByTestId('live-detail');
    await detail.getByTestId('live-stream-key').waitFor();
    expect(await detail.getByTestId('live-push-server').textContent()).toContain('rtmp://');
    await expect
      .poll(() => detail.getByTestId('live-video').evaluate((v: HTMLVideoElement) => v.currentTime), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    await shot(page, 'live-trainer-1366');
    expect(errors).toEqual([]);
    await close();

    const phone = await openPage(browser(), PHONE);
    await signIn(phone.page, 'trainer');
    await phone.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await phone.page.goto(`${baseUrl()}/train/live`);
    await phone.page.getByTestId('live-table').getByText(title).waitFor();
    await shot(phone.page, 'live-trainer-375');
    expect(phone.errors).toEqual([]);
    await phone.close();
  });

  it('plays the live session for a student, round-trips a question and reports study time', async () => {
    const live = await liveNow();
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await openPage(browser(), viewport);
      // The study-time report the page sends while the session plays, and the server's answer to it.
      page.on('response', async (response) => {
        if (!response.url().includes('/o/v1/vods/live-vod-learning-record')) return;
        records.push({
          sent: response.request().postDataJSON(),
          status: response.status(),
          body: await response.json(),
        });
      });
      await page.goto(`${baseUrl()}/login`);
      await page.getByTestId('login-username').fill(STUDENT);
      await page.getByTestId('login-password').fill(DEMO_PASSWORD);
      await page.getByTestId('login-role').selectOption('student');
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/studentFront\//);
      await page.goto(`${baseUrl()}/studentFront/watchLive`);
      await page.getByTestId(`live-session-${live.id}`).waitFor();
      await shot(page, `live-student-list-${viewport.width}`);

      await page.getByTestId(`live-session-${live.id}`).getByRole('button').click();
      const video = page.getByTestId('live-video');
      await video.waitFor();
      const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0.5);
      const first = await time();
      await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(first + 1);

      if (viewport === DESKTOP) {
        await page.getByTestId('live-chat-input').fill(question);
        await page.getByTestId('live-chat-send').click();
        await page.getByTestId('live-chat-list').getByText(question).waitFor();
        await expect.poll(() => records.length, { timeout: 20_000 }).toBeGreaterThan(0);
        expect(records[0]).toMatchObject({
          sent: { live_id: live.id, position: 0, playing: true },
          status: 200,
          body: { code: 200 },
        });
      } else {
        await page.getByTestId('live-chat-list').getByText(question).waitFor();
      }
      await shot(page, `live-student-watch-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
