// Surveys end to end: the demo survey answered from its link on a 375 px phone, by a visitor (the captcha's proof of
// work solved in the page) and signed in, and the count moving in the back-office results; the QR page's 180 x 180 code decoding
// to the link; axe on the public survey pages; screenshots at 1366 and 375.
import jsQR from 'jsqr';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, demoToken, markGuideRead, openPage, PHONE, shot, signIn } from './browser';
import { captchaSolved, seriousProblems } from './checks';

const browser = browserForFile('admin');
const DEMO_TITLE = '2026年创业培训服务满意度调查';

async function demoSurvey(): Promise<{ id: number; responses: number }> {
  const token = await demoToken('admin');
  const res = await fetch(`${baseUrl()}/a/v1/surveys?size=50&status=published`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await res.json()) as { data: { list: { id: number; title: string; responses: number }[] } };
  const found = data.list.find((s) => s.title === DEMO_TITLE);
  if (!found) throw new Error('the demo survey is missing');
  return found;
}

let demo: { id: number; responses: number };
beforeAll(async () => {
  demo = await demoSurvey();
  await markGuideRead('student');
});

describe('the survey link on a phone', () => {
  it('loads no antd on the public survey pages', async () => {
    const { page, close } = await openPage(browser(), PHONE);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.endsWith('.js')) scripts.push(path.slice(path.lastIndexOf('/') + 1));
    });
    const pages: [string, string][] = [
      [`/surveyLink?id=${demo.id}`, 'survey-form'],
      [`/surveyQrcode?id=${demo.id}`, 'survey-qr'],
      ['/collection', 'collection-form'],
    ];
    for (const [path, shown] of pages) {
      await page.goto(`${baseUrl()}${path}`);
      await page.getByTestId(shown).waitFor();
      // What loads after the page shows (the captcha, say) counts too: network idle is a hint, bounded, as a loaded
      // machine may not give 500 quiet ms in time (seen in CI at load 12).
      await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    }
    const antd = /^(AntdProviders|button|table|form|modal|message|drawer|select|config|input|space)-/i;
    expect(scripts.filter((name) => antd.test(name))).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    await close();
  });

  it('shows a visitor the questions, the captcha and the server’s messages, and takes their answer', async () => {
    const { page, errors, close } = await openPage(browser(), PHONE);
    await page.goto(`${baseUrl()}/surveyLink?id=${demo.id}`);
    await page.getByTestId('survey-form').waitFor();
    expect(await page.getByTestId('survey-title').textContent()).toBe(DEMO_TITLE);
    // The widget solves the captcha by itself; axe then sees the form with it.
    await captchaSolved(page, 'survey-form');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await shot(page, 'survey-link-375');
    const problems = await seriousProblems(page, '/surveyLink (375)');
    // Sending nothing: the server's sentences on each required question, its message on top.
    await page.getByTestId('survey-submit').click();
    await page.getByRole('alert').first().waitFor();
    await page.getByText('此题为必答题').first().waitFor();
    expect(await page.getByText('此题为必答题').count()).toBe(3);
    await shot(page, 'survey-link-errors-375');
    // After a refused send the form solves a new challenge; then the visitor's answer is taken.
    await page.getByRole('radio', { name: 'GYB 创业意识' }).check();
    await page.getByRole('checkbox', { name: '场地与孵化' }).check();
    await page.getByRole('radio', { name: '4 分' }).check();
    await captchaSolved(page, 'survey-form');
    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-done').waitFor();
    expect(problems).toEqual([]);
    expect(errors.filter((e) => !e.includes('400'))).toEqual([]);
    await close();
  });

  it('takes a signed-in person’s answers once, and the count moves in the results', async () => {
    const before = (await demoSurvey()).responses;
    const { page, errors, close } = await openPage(browser(), PHONE);
    await signIn(page, 'student');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/surveyLink?id=${demo.id}`);
    await page.getByTestId('survey-form').waitFor();
    expect(await page.getByTestId('captcha').count()).toBe(0);
    await page.getByRole('radio', { name: 'SYB 创办企业' }).check();
    await page.getByRole('checkbox', { name: '创业导师' }).check();
    await page.getByRole('checkbox', { name: '政策咨询' }).check();
    await page.getByRole('radio', { name: '5 分' }).check();
    await page.getByRole('radio', { name: '正在筹备' }).check();
    await page.getByRole('textbox').fill('端到端测试：希望增加线下交流。');
    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-done').waitFor();
    await shot(page, 'survey-link-done-375');
    expect((await demoSurvey()).responses).toBe(before + 1);
    // A second answer from the same person is refused with the server's sentence.
    await page.goto(`${baseUrl()}/surveyLink?id=${demo.id}`);
    await page.getByTestId('survey-form').waitFor();
    await page.getByRole('radio', { name: 'GYB 创业意识' }).check();
    await page.getByRole('checkbox', { name: '场地与孵化' }).check();
    await page.getByRole('radio', { name: '4 分' }).check();
    await page.getByTestId('survey-submit').click();
    await page.getByText('您已提交过此问卷，感谢参与').waitFor();
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await close();

    const admin = await openPage(browser(), DESKTOP);
    await signIn(admin.page, 'admin');
    await admin.page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await admin.page.goto(`${baseUrl()}/activity/survey`);
    await admin.page.getByTestId(`survey-responses-${demo.id}`).waitFor();
    expect(await admin.page.getByTestId(`survey-responses-${demo.id}`).textContent()).toBe(String(before + 1));
    await shot(admin.page, 'survey-list-1366');
    await admin.page.getByTestId(`survey-results-${demo.id}`).click();
    await admin.page.getByTestId('survey-total').waitFor();
    expect(await admin.page.getByTestId('survey-total').textContent()).toContain(String(before + 1));
    // The charts load with the results, and only then.
    await admin.page.locator('[data-testid="survey-results"] canvas').first().waitFor();
    await shot(admin.page, 'survey-results-1366');
    expect(admin.errors).toEqual([]);
    await admin.close();
  });
});

describe('building a survey', () => {
  it('builds a survey of two questions, previews and publishes it, and a phone can open it', async () => {
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    await page.goto(`${baseUrl()}/activity/survey`);
    await page.getByTestId('survey-new').click();
    await page.getByTestId('survey-form').waitFor();
    // Saving empty: the form's own messages.
    await page.getByTestId('survey-submit').click();
    await page.getByText('请输入问卷标题').waitFor();
    await page.getByTestId('survey-title').fill('端到端问卷');
    await page.getByTestId('survey-question-0-title').fill('您从哪里得知本次培训？');
    await page.getByTestId('survey-question-0-option-0').fill('朋友介绍');
    await page.getByTestId('survey-question-0-option-1').fill('政府网站');
    await page.getByTestId('survey-add-rating').click();
    await page.getByTestId('survey-question-1-title').fill('推荐意愿');
    await shot(page, 'survey-builder-1366');
    await page.getByTestId('survey-submit').click();
    await page.getByTestId('survey-form').waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: /端到端问卷/ });
    await row.waitFor();
    await row.getByRole('button', { name: '发布' }).click();
    await row.getByText('已发布').waitFor();
    expect(errors).toEqual([]);
    await close();

    const token = await demoToken('admin');
    const res = await fetch(`${baseUrl()}/a/v1/surveys?keyword=${encodeURIComponent('端到端问卷')}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const built = ((await res.json()) as { data: { list: { id: number; question_count: number }[] } }).data.list[0]!;
    expect(built.question_count).toBe(2);
    const phone = await openPage(browser(), PHONE);
    await phone.page.goto(`${baseUrl()}/surveyLink?id=${built.id}`);
    await phone.page.getByRole('radio', { name: '政府网站' }).waitFor();
    await phone.page.getByRole('radio', { name: '5 分' }).waitFor();
    await phone.close();
  });
});

describe('the QR code page', () => {
  it('shows a 180 x 180 code that decodes to the survey link, at 375 and 1366', async () => {
    for (const [viewport, name] of [
      [PHONE, '375'],
      [DESKTOP, '1366'],
    ] as const) {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto(`${baseUrl()}/surveyQrcode?id=${demo.id}`);
      const qr = page.getByTestId('survey-qr');
      await qr.waitFor();
      expect(await page.getByTestId('survey-qr-title').textContent()).toBe(DEMO_TITLE);
      const box = await qr.boundingBox();
      expect([box?.width, box?.height]).toEqual([180, 180]);
      const pixels = await qr.evaluate(async (img: HTMLImageElement) => {
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.naturalWidth;
        canvas.height = img.naturalHeight;
        const ctx = canvas.getContext('2d')!;
        ctx.drawImage(img, 0, 0);
        const data = ctx.getImageData(0, 0, canvas.width, canvas.height);
        return { width: data.width, height: data.height, data: Array.from(data.data) };
      });
      const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
      expect(decoded?.data).toBe(`${baseUrl()}/surveyLink?id=${demo.id}`);
      await shot(page, `survey-qrcode-${name}`);
      expect(await seriousProblems(page, `/surveyQrcode (${name})`)).toEqual([]);
      // Download gives a PNG file.
      const download = page.waitForEvent('download');
      await page.getByTestId('survey-qr-download').click();
      expect((await download).suggestedFilename()).toBe(`survey-${demo.id}-qrcode.png`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('answers axe on the survey link at 1366 too', async () => {
    const { page, close } = await openPage(browser(), DESKTOP);
    await page.goto(`${baseUrl()}/surveyLink?id=${demo.id}`);
    await page.getByTestId('survey-form').waitFor();
    await shot(page, 'survey-link-1366');
    expect(await seriousProblems(page, '/surveyLink (1366)')).toEqual([]);
    await close();
  });
});
