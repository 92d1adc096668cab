// Issue 13's admin walk in Chromium: create a course, add a chapter and a video lesson by uploading the demo MP4
// (its length read by the server), preview it, publish the course; the catalogue at 1366 and 375 px.
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DESKTOP, openPage, PHONE, shot, signIn } from './browser';

const browser = browserForFile('admin');
const DEMO_MP4 = fileURLToPath(new URL('../../server/src/db/seed/demo/media/syb-intro.mp4', import.meta.url));
const courseName = `E2E课程${Date.now() % 100_000}`;

describe('the admin builds and publishes a course', () => {
  it('creates a course, adds a chapter and a video lesson by upload, and publishes it', async () => {
    const { page, errors, close } = await openPage(browser(), DESKTOP);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/project/course`);
    await page.locator('.ant-table-row', { hasText: 'SYB' }).waitFor();
    await shot(page, 'courses-list-1366');

    await page.getByTestId('course-create').click();
    const form = page.getByTestId('course-form');
    await form.locator('#name').fill(courseName);
    await form.locator('#required_hours').fill('32');
    await shot(page, 'courses-form-1366');
    await page.getByTestId('course-save').click();
    const row = page.locator('.ant-table-row', { hasText: courseName });
    await row.waitFor();

    await row.locator('[data-testid^="course-outline-"]').click();
    await page.getByTestId('chapter-title').fill('第一章 创业准备');
    await page.getByTestId('chapter-add').click();
    const chapter = page.locator('[data-testid^="chapter-"]', { hasText: '第一章 创业准备' });
    await chapter.waitFor();
    await chapter.locator('[data-testid^="lesson-add-"]').click();
    const lessonForm = page.getByTestId('lesson-form');
    await lessonForm.locator('#title').fill('1.1 认识创业');
    await page.getByTestId('lesson-video-file').setInputFiles(DEMO_MP4);
    await page.getByTestId('lesson-video-uploaded').getByText('0:20').waitFor();
    await shot(page, 'courses-lesson-1366');
    await page.getByTestId('lesson-save').click();
    const lesson = chapter.locator('.ant-list-item', { hasText: '1.1 认识创业' });
    await lesson.getByText('0:20').waitFor();
    await lesson.getByRole('button', { name: /预览/ }).click();
    const video = page.getByTestId('lesson-preview');
    await video.waitFor();
    // The browser loads the file with its token: metadata arrives, so the duration is known.
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => Math.round(v.duration || 0))).toBe(20);
    await shot(page, 'courses-preview-1366');
    await page.locator('.ant-modal-wrap:visible .ant-modal-close').click();
    await video.waitFor({ state: 'detached' });
    await page.locator('.ant-drawer-open .ant-drawer-close').click();
    await page.locator('.ant-drawer-open').waitFor({ state: 'detached' });

    await row.locator('[data-testid^="course-publish-"]').click();
    await page.getByTestId('confirm-ok').click();
    await row.getByText('已发布').waitFor();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the catalogue and the outline on a phone', async () => {
    const { page, errors, close } = await openPage(browser(), PHONE);
    await signIn(page, 'admin');
    await page.waitForURL(/\/home$/);
    await page.goto(`${baseUrl()}/project/course`);
    const row = page.locator('.ant-table-row', { hasText: 'SYB' });
    await row.waitFor();
    await shot(page, 'courses-list-375');
    await row.locator('[data-testid^="course-outline-"]').click();
    await page.getByText('第一章 创业意识与自我评价').waitFor();
    await shot(page, 'courses-outline-375');
    expect(errors).toEqual([]);
    await close();
  });
});
