import { describe, expect, it } from 'vitest';
import { redirectFor } from './redirects';

const base = { hasToken: true, isLoginToIndex: false } as const;

describe('redirect rules', () => {
  it('sends / to /home', () => {
    expect(redirectFor({ ...base, path: '/' })).toBe('/home');
  });
  it('sends a visitor without a token off the public list to /portal', () => {
    expect(redirectFor({ path: '/system/user', hasToken: false, isLoginToIndex: false })).toBe('/portal');
    expect(redirectFor({ path: '/studentFront/study', hasToken: false, isLoginToIndex: false })).toBe('/portal');
  });
  it.each([
    '/portal',
    '/newsList',
    '/competition/registration',
    '/mobile/competition/list',
    '/excellentCase/detail',
    '/appLogin',
    '/logoutTransit',
  ])('lets a visitor without a token open %s', (path) => {
    expect(redirectFor({ path, hasToken: false, isLoginToIndex: false })).toBeNull();
  });
  it('sends a signed-in user opening /login to /portal', () => {
    expect(redirectFor({ ...base, path: '/login', role: 'admin' })).toBe('/portal');
  });
  it('sends a student opening /home to /studentFront/study', () => {
    expect(redirectFor({ ...base, path: '/home', role: 'student' })).toBe('/studentFront/study');
  });
  it('sends a teacher arriving at /home from /login to /todoTask/task/index', () => {
    expect(redirectFor({ ...base, path: '/home', role: 'teacher', isLoginToIndex: true })).toBe('/todoTask/task/index');
  });
  it('lets a teacher open /home later (Personal Centre)', () => {
    expect(redirectFor({ ...base, path: '/home', role: 'teacher' })).toBeNull();
  });
  it('sends a student with show_questionnaire 0 opening the report to /studentFront/info', () => {
    expect(redirectFor({ ...base, path: '/studentFront/report', role: 'student', showQuestionnaire: 0 })).toBe(
      '/studentFront/info',
    );
    expect(redirectFor({ ...base, path: '/studentFront/report', role: 'student', showQuestionnaire: 1 })).toBeNull();
  });
  it('routes by the first role only', () => {
    // A user whose first role is admin is not treated as a student even if student is second.
    expect(redirectFor({ ...base, path: '/home', role: 'admin' })).toBeNull();
  });

  it('sends a student with an initial password to account settings until it is changed', () => {
    expect(redirectFor({ ...base, path: '/studentFront/study', role: 'student', mustChangePassword: true })).toBe(
      '/studentFront/setting',
    );
    expect(
      redirectFor({ ...base, path: '/studentFront/setting', role: 'student', mustChangePassword: true }),
    ).toBeNull();
    expect(
      redirectFor({ ...base, path: '/studentFront/study', role: 'student', mustChangePassword: false }),
    ).toBeNull();
  });
});
