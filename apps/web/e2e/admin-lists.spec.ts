// The back-office lists keep page and filters in the address: a reload and a shared link show the same page,
// back and forward move through them, and the filter form shows what the address filters by.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, openPage, signIn } from './browser';

const browser = browserForFile('admin');

const activePage = (page: Page) => page.locator('.ant-pagination-item-active').textContent();

describe('a back-office list in the address', () => {
  it('pages through the address: back and forward move through the pages, a reload keeps the page', async () => {
    const { page, errors, close } = await openPage(browser());
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/content/news`);
    const rows = page.locator('[data-view="content/news"] .ant-table-row');
    await rows.first().waitFor();
    // Content lists page by the contracts' DEFAULT_PAGE_SIZE (20).
    expect(await rows.count()).toBe(20);
    await page.locator('.ant-pagination-item-2').click();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => activePage(page)).toBe('2');
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page'));
    await expect.poll(() => activePage(page)).toBe('1');
    await page.goForward();
    await page.waitForURL(/[?&]page=2/);
    await expect.poll(() => activePage(page)).toBe('2');
    await page.reload();
    await rows.first().waitFor();
    expect(await activePage(page)).toBe('2');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a shared link with its filter in the form and the list', async () => {
    const { page, close } = await openPage(browser());
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/system/user?keyword=teacher`);
    const table = page.getByTestId('user-table');
    await table.locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('user-filters').locator('#keyword').inputValue()).toBe('teacher');
    const names = await table.locator('.ant-table-row td:first-child').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name.includes('teacher'))).toBe(true);
    await close();
  });
});
