// A failed load of a page triggers a retry of the same route: when the chunk of the page a user
// opens fails to load, the user still lands on that page with its content, not on the page they came from.
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForFile, openPage, signIn } from './browser';

const ROLE_VIEW = 'src/features/roles/screens/RoleView.tsx';

const browser = browserForFile('admin');

/** The built file of a source module (the build's manifest). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync(new URL('../dist/.vite/manifest.json', import.meta.url), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const entry = manifest[source];
  if (!entry) throw new Error(`${source} is not in the build`);
  return entry.file;
}

/** Aborts the first `times` requests for a chunk (with or without a query), lets the rest through; counts them. */
async function failChunk(page: Page, source: string, times: number) {
  const file = chunkOf(source).replace(/[.]/g, '\\.');
  let requests = 0;
  await page.route(new RegExp(`/${file}(\\?.*)?$`), (route) => {
    requests += 1;
    return requests <= times ? route.abort('failed') : route.continue();
  });
  return () => requests;
}

async function openRolesFromTheMenu(page: Page) {
  const sidebar = page.getByTestId('sidebar');
  await sidebar.getByText('系统管理').click();
  await sidebar.getByText('角色管理').click();
}

describe('a page whose chunk fails to load', () => {
  it('is loaded again from a fresh URL, and the user lands on it', async () => {
    const { page, close } = await openPage(browser());
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    const requests = await failChunk(page, ROLE_VIEW, 1);
    await openRolesFromTheMenu(page);
    await page.locator('[data-view="system/role"] .ant-table-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/role');
    expect(requests()).toBe(2);
    await close();
  });

  it('is loaded by opening the destination address anew when the fresh URL fails too', async () => {
    const { page, close } = await openPage(browser());
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    const requests = await failChunk(page, ROLE_VIEW, 2);
    await openRolesFromTheMenu(page);
    await page.locator('[data-view="system/role"] .ant-table-row').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/system/role');
    // The failed request, the fresh URL, and the page's own load of the destination.
    expect(requests()).toBe(3);
    await close();
  });
});
