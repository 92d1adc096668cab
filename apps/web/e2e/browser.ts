// Shared browser helpers: launch Chromium, open pages per viewport, sign in, screenshots.
import { mkdirSync } from 'node:fs';
import { type Browser, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

export const DEMO_PASSWORD = 'Demo@12345';
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 375, height: 740 };
const SHOTS_DIR = '/tmp/shots';

/** This worker's server (e2e/globalSetup.ts starts one per worker: spec files of two workers never share one). */
function server(): { baseUrl: string; port: number } {
  const servers = inject('servers');
  const found = servers[(Number(process.env.VITEST_POOL_ID ?? '1') - 1) % servers.length];
  if (!found) throw new Error('no e2e server was started');
  return found;
}

export const baseUrl = () => server().baseUrl;
/** The same server under a demo site's host name (Chromium resolves *.localhost to loopback). */
export const siteUrl = (host: string) => `http://${host}:${server().port}`;

/** Chromium for the tests; `extraArgs` for a test's own browser (e.g. a fake camera). */
export function launch(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraArgs,
    ],
  });
}

/**
 * One Chromium for the spec file's tests (launched before them, closed after); with `readGuideAs`, that user's
 * operate guide is read first, so it does not open by itself over the pages. Call it at the top of the file.
 */
export function browserForFile(readGuideAs?: string): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launch();
    if (readGuideAs) await markGuideRead(readGuideAs);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser starts in beforeAll');
    return browser;
  };
}

export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

export async function openPage(browser: Browser, viewport = DESKTOP): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

export async function signIn(page: Page, role: string, origin = baseUrl()) {
  await page.goto(`${origin}/login`);
  await page.getByTestId('login-username').fill(role);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-role').selectOption(role);
  await page.getByTestId('login-submit').click();
}

/** Reads the operate guide as `role` through the API: the visit is recorded, so it does not open by itself. */
export async function markGuideRead(role: string) {
  const token = await demoToken(role);
  await fetch(`${baseUrl()}/o/v1/operates/operate-info`, { headers: { authorization: `Bearer ${token}` } });
}

export async function shot(page: Page, name: string) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png`, fullPage: false });
}

/**
 * Picks an option of an antd Select by its visible text. The click on the select waits until it is stable, so a
 * drawer or modal still sliding in is not clicked at its old place; the option is taken from the open dropdown only.
 */
export async function pickOption(page: Page, select: Locator, text: string) {
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: text }).first();
  // On a loaded machine a click can reach the option while its dropdown is still moving in: the option is then only
  // hovered, not chosen (seen in CI). So the pick is checked on the select itself, and made again until it shows.
  for (let tries = 1; ; tries++) {
    if (!(await option.isVisible())) await select.click();
    await option.click();
    const chosen = async () => ((await select.textContent()) ?? '').includes(text);
    const deadline = Date.now() + 2_000;
    while (Date.now() < deadline && !(await chosen())) await page.waitForTimeout(100);
    if (await chosen()) return;
    if (tries === 3) throw new Error(`pickOption: "${text}" was clicked ${tries} times and is still not chosen`);
  }
}

/** A demo account's access token through the API (`role` defaults to the account's name), to set a scene up. */
export async function demoToken(username: string, role = username): Promise<string> {
  const login = await fetch(`${baseUrl()}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, role }),
  });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}
