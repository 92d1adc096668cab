// The startup-star collection end to end: the public form on a 375 px phone (the server's field messages, the
// consent and captcha, no sideways scroll), the receipt lookup's refusal, axe at 375 and 1366, and the back-office
// review list. (The API tests cover sending an application.)
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, openPage, PHONE, shot, signIn } from './browser';
import { captchaSolved, seriousProblems } from './checks';

const browser = browserForFile('admin');

describe('/collection', () => {
  it('shows the application form on a phone with the server’s messages per field', async () => {
    const { page, errors, close } = await openPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/collection`);
    const form = page.getByTestId('collection-form');
    await form.waitFor();
    // The widget solves the captcha by itself; axe then sees the form with it.
    await captchaSolved(page, 'collection-form');
    // The cities of the province load into the region select.
    await page.waitForFunction(() => (document.querySelector('select[name="region_code"]')?.children.length ?? 0) > 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'collection-375');
    const problems = await seriousProblems(page, '/collection (375)');

    await page.getByLabel('申报人姓名').fill('王小明');
    await page.getByLabel('手机号').first().fill('12345');
    await page.getByRole('radio', { name: '项目' }).check();
    await page.getByTestId('collection-submit').click();
    await page.getByRole('alert').first().waitFor();
    expect(await form.locator('[aria-invalid="true"]').count()).toBeGreaterThanOrEqual(4);
    await shot(page, 'collection-errors-375');

    // A business plan goes up as soon as it is chosen; a file that is not one of the accepted kinds is refused.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    await page
      .getByTestId('collection-attachment')
      .setInputFiles({ name: '商业计划书.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page
      .getByTestId('collection-attachments')
      .getByText(/商业计划书\.pdf/)
      .waitFor();
    await page
      .getByTestId('collection-attachment')
      .setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ not a pdf') });
    await page.getByText('仅支持 PNG、JPG、GIF、WEBP 图片和 PDF、Word（docx）、Excel（xlsx）文件').waitFor();
    expect(await page.getByTestId('collection-attachments').locator('li').count()).toBe(1);

    const lookup = page.getByTestId('collection-lookup');
    await lookup.getByLabel('回执编号').fill('XC20260101000000');
    await lookup.getByLabel('手机号').fill('13912345678');
    await lookup.getByRole('button', { name: '查询' }).click();
    await lookup.getByText('未查询到申报记录，请核对回执编号和手机号').waitFor();
    expect(problems).toEqual([]);
    expect(errors.filter((e) => !e.includes('400') && !e.includes('404'))).toEqual([]);
    await close();
  });

  it('has no serious accessibility problem at 1366', async () => {
    const { page, close } = await openPage(browser(), DESKTOP);
    await page.goto(`${baseUrl()}/collection`);
    await captchaSolved(page, 'collection-form');
    await shot(page, 'collection-1366');
    expect(await seriousProblems(page, '/collection (1366)')).toEqual([]);
    await close();
  });

  it('gives administrators the review list', async () => {
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/activity/collection`);
    await page.locator('[data-view="collection/list"]').waitFor();
    await page.getByTestId('collection-list').waitFor();
    await shot(page, 'collection-list-1366');
    expect(errors).toEqual([]);
    await close();
  });
});
