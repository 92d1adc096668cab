// Issue 13 (study time) in Chromium: a demo student sees the study page (hours, progress rings, sessions), the
// course list and the settings (a new avatar and phone) at 1366 and 375 px, opens a course, and plays a lesson of a course that asks for face checks in a
// Chromium whose fake camera shows a photo of the registered man: the check passes, the player's reports are credited
// by the server, a skip ahead is held back, and the hours grow (on a demo video served at /o/v1/media/{id}/file).
import { readFileSync } from 'node:fs';
import { COURSES_API, type CourseRow, FACE_API, LEARNING_API, STUDENTS_API } from '@etp/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { baseUrl, browserForFile, DEMO_PASSWORD, DESKTOP, demoToken, openPage, PHONE, shot } from './browser';
import { FACE_ID_PHOTO, faceY4m, launchWithCamera } from './fakeCamera';

const browser = browserForFile();
// student01 (same class as the demo student, survey answered in the demo) studies here: no survey dialog in the way.
const WHO = 'student01';

async function signInStudent(page: Page) {
  await page.goto(`${baseUrl()}/login`);
  await page.getByTestId('login-username').fill(WHO);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-role').selectOption('student');
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/studentFront\/study$/);
}

/** One API call with a token; fails the test unless the envelope's code is 2xx. */
async function apiCall<T>(method: string, path: string, token: string, body?: FormData | object): Promise<T> {
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const envelope = (await res.json()) as { code: number; msg: string; data: T };
  if (envelope.code < 200 || envelope.code > 299)
    throw new Error(`${method} ${path}: ${envelope.code} ${envelope.msg}`);
  return envelope.data;
}

/** The admin turns a course's study face checks on or off; returns how to put the old value back. */
async function setStudyFaceCheck(courseId: number, value: 0 | 1): Promise<() => Promise<void>> {
  const token = await demoToken('admin');
  const row = await apiCall<CourseRow>('GET', COURSES_API.one(courseId), token);
  const put = (flag: number) =>
    apiCall('PUT', COURSES_API.one(courseId), token, {
      name: row.name,
      name_en: row.name_en,
      intro: row.intro,
      cover: row.cover,
      required_hours: row.required_hours,
      live_face_photograph: row.live_face_photograph,
      study_face_check: flag,
      sort: row.sort,
    });
  await put(value);
  return async () => {
    await put(row.study_face_check);
  };
}

/**
 * A student has one session at a time: a new sign-in ends the page's. Before the page signs in the test uses its own
 * token; afterwards it borrows the page's (its session cookie).
 */
async function apiGet<T>(path: string, page?: Page): Promise<T> {
  // The cookie holds the whole header value ("Bearer <token>"), URI-encoded.
  const cookie = page && (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const authorization = cookie ? decodeURIComponent(cookie) : `Bearer ${await demoToken(WHO, 'student')}`;
  const res = await fetch(`${baseUrl()}${path}`, { headers: { authorization } });
  return ((await res.json()) as { data: T }).data;
}

type Course = { id: number; credited_seconds: number };
type Lesson = { id: number; kind: string; media_url: string | null; completed: boolean; credited_seconds: number };

describe('study pages', () => {
  it('shows the study page and the course list at 1366 and 375 px', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const { page, errors, close } = await openPage(browser(), viewport);
      // The overview held back: the page shows that it is loading, never that there is nothing.
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/s/v1/learning/overview', async (route) => {
        await held;
        await route.continue();
      });
      await signInStudent(page);
      await page.getByTestId('page-loading').waitFor();
      expect(await page.getByText('内容整理中，敬请期待').count()).toBe(0);
      await shot(page, `learning-study-loading-${viewport.width}`);
      release();
      await page.getByTestId('study-page').waitFor();
      await page.unroute('**/s/v1/learning/overview');
      const hours = await page.getByTestId('study-hours').getAttribute('data-seconds');
      expect(Number(hours)).toBeGreaterThan(0);
      await shot(page, `learning-study-${viewport.width}`);
      await page.goto(`${baseUrl()}/studentFront/demand`);
      await page.getByTestId('demand-courses').locator('.ant-card').first().waitFor();
      await shot(page, `learning-demand-${viewport.width}`);
      await page.getByTestId('demand-courses').getByRole('button').first().click();
      await page.getByTestId('demand-detail').waitFor();
      await shot(page, `learning-detail-${viewport.width}`);
      await page.goto(`${baseUrl()}/studentFront/report`);
      await page
        .getByTestId('report-table')
        .locator(viewport === DESKTOP ? '.ant-table-row' : '[data-testid=report-card]')
        .first()
        .waitFor();
      // Settings: a new avatar and a new phone (the login name stays).
      await page.goto(`${baseUrl()}/studentFront/setting`);
      await page.getByTestId('student-phone').waitFor();
      if (viewport === DESKTOP) {
        const picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#13a8a8' } })
          .png()
          .toBuffer();
        await page
          .getByTestId('student-profile')
          .locator('input[type=file]')
          .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: picture });
        await page.getByTestId('student-avatar').locator('img[src^="/uploads/"]').waitFor();
        await page.getByTestId('student-phone').fill('13912340001');
        await page.getByTestId('student-phone-save').click();
        await page.getByText('手机号码已修改').first().waitFor();
        const profile = await apiGet<{ username: string; phone: string }>(STUDENTS_API.profile, page);
        expect(profile).toMatchObject({ username: WHO, phone: '13912340001' });
      }
      await expect.poll(() => page.getByTestId('student-username').textContent()).toBe(WHO);
      await shot(page, `learning-setting-${viewport.width}`);
      expect(errors).toEqual([]);
      await close();
    }
  });

  it('plays a lesson with a face check through a fake camera: credited, a skip ahead held back, the hours grow', async () => {
    const courses = await apiGet<Course[]>(LEARNING_API.courses);
    let target: { course: Course; lesson: Lesson } | null = null;
    for (const course of courses) {
      const outline = await apiGet<{ chapters: { lessons: Lesson[] }[] }>(LEARNING_API.course(course.id));
      const lesson = outline.chapters
        .flatMap((c) => c.lessons)
        // A lesson not studied yet: the jump below lands far ahead of what was credited (the demo videos are short).
        .find((l) => l.kind === 'video' && l.media_url && l.credited_seconds === 0);
      if (lesson) {
        target = { course, lesson };
        break;
      }
    }
    // The demo leaves one of student01's video lessons unstudied (seed/demo/learning.ts).
    if (!target) throw new Error('no unstudied video lesson in the demo data');
    const { course, lesson } = target;
    // The student's face, registered through the API before the page signs in (a student has one session at a time)
    // from the photo the fake camera then shows.
    const token = await demoToken(WHO, 'student');
    const status = await apiCall<{ registered: boolean }>('GET', FACE_API.status, token);
    if (!status.registered) {
      const form = new FormData();
      form.append('file', new Blob([readFileSync(FACE_ID_PHOTO())], { type: 'image/jpeg' }), 'face.jpg');
      await apiCall('POST', FACE_API.register, token, form);
    }
    // The course asks for face checks while this test runs: the first report of a session answers 301.
    const restoreCourse = await setStudyFaceCheck(course.id, 1);
    const camera = await launchWithCamera(await faceY4m());
    try {
      const { page, errors, close } = await openPage(camera, DESKTOP);
      await signInStudent(page);
      const hoursBefore = Number(await page.getByTestId('study-hours').getAttribute('data-seconds'));
      await page.goto(`${baseUrl()}/studentFront/demand/detail?id=${course.id}&lesson=${lesson.id}`);
      const video = page.getByTestId('lesson-video');
      await video.waitFor();
      await video.evaluate(async (el: HTMLVideoElement) => {
        el.muted = true;
        // The first report can be answered 301 before play() has settled: the page then pauses the player as it
        // should, and play()'s promise rejects with AbortError. Any other refusal to play is an error.
        await el.play().catch((error: Error) => {
          if (error.name !== 'AbortError') throw error;
        });
      });
      // 301: the player pauses and the camera dialog opens; the fake camera's frames go to /s/v1/face/compare.
      const start = page.getByTestId('face-start');
      await page.getByTestId('face-video').waitFor();
      await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
      const compared = page.waitForResponse((r) => r.url().endsWith(FACE_API.compare), { timeout: 40_000 });
      await start.click();
      const answer = (await (await compared).json()) as { data: { passed: boolean; distance: number } };
      expect(answer.data).toMatchObject({ passed: true });
      await shot(page, 'learning-face-passed');
      const credited = page.waitForResponse(
        async (r) =>
          r.url().endsWith(LEARNING_API.learningRecord) &&
          ((await r.json()) as { data: { credited: number } }).data.credited > 0,
        { timeout: 40_000 },
      );
      // "Continue" resumes the player; the server credits its reports now that a pass follows its 301.
      await page.getByTestId('face-continue').click();
      await credited;
      // A jump far ahead on first viewing is held back (the player and the server both refuse it).
      await video.evaluate((el: HTMLVideoElement) => {
        el.currentTime = Math.max(0, el.duration - 1);
      });
      await page.getByText('首次学习不能快进').first().waitFor();
      const position = await video.evaluate((el: HTMLVideoElement) => el.currentTime);
      const duration = await video.evaluate((el: HTMLVideoElement) => el.duration);
      expect(position).toBeLessThan(duration - 1);
      await video.evaluate((el: HTMLVideoElement) => el.pause());
      const after = (await apiGet<Course[]>(LEARNING_API.courses, page)).find((c) => c.id === course.id);
      expect(after?.credited_seconds).toBeGreaterThan(course.credited_seconds);
      await page.goto(`${baseUrl()}/studentFront/study`);
      await expect
        .poll(async () => Number(await page.getByTestId('study-hours').getAttribute('data-seconds')))
        .toBeGreaterThan(hoursBefore);
      expect(errors).toEqual([]);
      await close();
    } finally {
      await camera.close();
      await restoreCourse();
    }
  });
});
