// Issue 29 in Chromium: a student of the demo's finished class sees they are eligible and downloads their certificate's
// PDF; the demo student sees why they are not yet eligible; the certificate's QR address (/report?no=) shows it with
// the name masked; the admin revokes it and /report says 已撤销. Screenshots at 1366 and 375 px.
import type { ClassEligibility, ClassRow, EnrolmentRow, Page as ListPage } from '@etp/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, demoToken, markGuideRead, openPage, PHONE, shot, signIn } from './browser';

const browser = browserForFile('admin');

const api = async <T>(token: string, path: string): Promise<T> => {
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization: `Bearer ${token}` } });
  return ((await res.json()) as { data: T }).data;
};

let holder: { username: string; name: string; number: string; classId: number };

beforeAll(async () => {
  // The teacher's operate guide would open by itself over the class page.
  await markGuideRead('teacher');
  const token = await demoToken('teacher');
  const classes = await api<ListPage<ClassRow>>(token, '/f/v1/classes?status=finished&size=50');
  for (const cls of [...classes.list].sort((a, b) => a.id - b.id)) {
    const answers = await api<ClassEligibility>(token, `/f/v1/classes/${cls.id}/eligibility`);
    const issued = answers.students.find((s) => s.certificate?.status === 'issued');
    if (!issued?.certificate) continue;
    const roster = await api<ListPage<EnrolmentRow>>(token, `/f/v1/classes/${cls.id}/students?size=100`);
    const row = roster.list.find((r) => r.student_id === issued.student_id)!;
    holder = { username: row.username, name: issued.name, number: issued.certificate.certificate_no, classId: cls.id };
    return;
  }
  throw new Error('the demo has no issued certificate');
});

async function studentSignIn(page: import('playwright-core').Page, username: string) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill('Demo@12345');
  await page.getByTestId('login-role').selectOption('student');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/studentFront\//);
}

describe('certificates', () => {
  it('shows an eligible student their certificate and downloads its PDF', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await openPage(browser(), viewport);
      await studentSignIn(page, holder.username);
      await page.goto(`${baseUrl()}/studentFront/report`);
      await page.getByTestId('certificate-number').first().waitFor();
      expect(await page.getByTestId('report-table').textContent()).toContain(holder.number);
      expect(await page.getByTestId('eligibility-tag').first().textContent()).toBe('已合格');
      await shot(page, `certificates-student-${viewport.width}`);
      if (viewport === DESKTOP) {
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByTestId('certificate-download').first().click(),
        ]);
        expect(download.suggestedFilename()).toBe(`${holder.number}.pdf`);
        const path = await download.path();
        const { readFileSync } = await import('node:fs');
        expect(readFileSync(path).subarray(0, 5).toString()).toBe('%PDF-');
      }
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('tells the demo student why they are not eligible yet', async () => {
    const { page, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'student');
    await page.waitForURL(/\/studentFront\//);
    await page.goto(`${baseUrl()}/studentFront/report`);
    await page.getByTestId('my-eligibility').first().waitFor();
    const text = (await page.getByTestId('my-eligibility').first().textContent()) ?? '';
    expect(text).toContain('未合格');
    expect(text).toMatch(/学时不足：[\d.]+ \/ \d+ 学时/);
    await shot(page, 'certificates-demo-student-1366');
    await close();
  });

  it("shows the teacher each student's eligibility with the reasons in the class", async () => {
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'teacher');
    await page.waitForURL(/\/todoTask\//);
    await page.goto(`${baseUrl()}/class/list`);
    await page.getByTestId(`class-name-${holder.classId}`).click();
    await page.getByTestId('class-detail').getByRole('tab', { name: '合格情况' }).click();
    const table = page.getByTestId('class-eligibility');
    await table.locator('.ant-table-row').first().waitFor();
    const text = (await table.textContent()) ?? '';
    expect(text).toContain('理论考试未通过 (52/60)');
    expect(text).toMatch(/学时不足：12\.5 \/ \d+ 学时/);
    expect(text).toContain(holder.number);
    await shot(page, 'certificates-class-1366');
    expect(errors).toEqual([]);
    await close();
  });

  it('opens a genuine certificate from its QR address with the name masked', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await openPage(browser(), viewport);
      await page.goto(`${baseUrl()}/report?no=${holder.number}`);
      await page.getByTestId('report-result').waitFor();
      const text = (await page.getByTestId('report-result').textContent()) ?? '';
      expect(text).toContain(holder.number);
      expect(text).not.toContain(holder.name);
      expect(text).toContain(`${[...holder.name][0]}*`);
      expect(await page.getByTestId('report-status').textContent()).toBe('有效');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await shot(page, `certificates-report-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('lets the admin revoke it, and /report then says 已撤销 with the day', async () => {
    const { page, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home/);
    await page.goto(`${baseUrl()}/settlement/certificates`);
    await page.getByTestId('certificate-table').waitFor();
    await shot(page, 'certificates-admin-1366');
    await page.locator('.admin-filters input').first().fill(holder.number);
    await page.getByTestId('certificate-search').click();
    const row = page.getByTestId('certificate-table').locator('.ant-table-row', { hasText: holder.number });
    await row.waitFor();
    await row.getByRole('button', { name: '撤销' }).click();
    await page.getByTestId('revoke-reason').fill('经核实，培训期间由他人代学');
    await page.getByTestId('revoke-save').click();
    await row.getByText('已撤销').waitFor();
    await page.goto(`${baseUrl()}/report?no=${holder.number}`);
    await page.getByTestId('report-revoked').waitFor();
    expect(await page.getByTestId('report-status').textContent()).toMatch(/^已撤销（\d{4}-\d{2}-\d{2}）$/);
    await shot(page, 'certificates-report-revoked-1366');
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl()}/settlement/certificates`);
    await page.getByTestId('certificate-table').waitFor();
    await shot(page, 'certificates-admin-375');
    await close();
  });
});
